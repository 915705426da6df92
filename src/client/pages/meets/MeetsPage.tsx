import { MeetList } from "../../components/MeetList";
import { PageHeader } from "../../components/PageHeader";
import { useMeets } from "../../hooks/useMeets";
import { t } from "../../i18n/texts";

/** SPEC 2, admin: all meets, with a spinner while loading. */
export function MeetsPage() {
  const meets = useMeets();
  return (
    <>
      <PageHeader title={t("meet.title")} />
      <MeetList meets={meets.data} loading={meets.loading} error={meets.error} showClub />
    </>
  );
}
