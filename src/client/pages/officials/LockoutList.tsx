import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { api, isApiError } from "../../api";
import { DataList } from "../../components/DataList";
import { Section } from "../../components/Section";
import { useLoad } from "../../hooks/useLoad";
import { useSubmit } from "../../hooks/useSubmit";
import { formatDateTime } from "../../format";
import { t } from "../../i18n/texts";
import { lockoutText } from "./lockoutText";

/** The sign-ins and meet codes locked now after too many failures (so nobody guesses on), each to be lifted by hand. */
export function LockoutList() {
  const lockouts = useLoad(() => api.lockouts.list(), []);
  const lift = useSubmit((error) => (isApiError(error) && error.message ? error.message : t("staff.errors.edit")));

  return (
    <Section title={t("staff.officials.lockouts.title")}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("staff.officials.lockouts.hint")}
      </Typography>
      {lift.failure && <Typography color="error">{lift.failure}</Typography>}
      <DataList
        rows={lockouts.data}
        loading={lockouts.loading}
        error={lockouts.error}
        empty={t("staff.officials.lockouts.empty")}
        rowKey={(lockout) => lockout.key}
        columns={[
          { key: "what", label: t("staff.officials.lockouts.what"), render: (lockout) => lockoutText(lockout.key) },
          {
            key: "attempts",
            label: t("staff.officials.lockouts.attempts"),
            render: (lockout) => `${lockout.count} / ${lockout.limit}`,
            hideOnPhone: true,
          },
          {
            key: "until",
            label: t("staff.officials.lockouts.until"),
            render: (lockout) => formatDateTime(lockout.until),
            hideOnPhone: true,
          },
          {
            key: "lift",
            label: t("staff.officials.lockouts.lift"),
            render: (lockout) => (
              <Button
                size="small"
                disabled={lift.busy}
                aria-label={t("staff.officials.lockouts.liftLabel", { what: lockoutText(lockout.key) })}
                onClick={() => void lift.run(() => api.lockouts.clear(lockout.key)).then(() => lockouts.reload())}
              >
                {t("staff.officials.lockouts.lift")}
              </Button>
            ),
          },
        ]}
      />
    </Section>
  );
}
