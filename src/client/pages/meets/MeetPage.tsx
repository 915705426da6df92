import { useCallback, useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import { canActivate, controlStateOf } from "../../../shared/heat-rules";
import type { Heat } from "../../../shared/programme";
import { api } from "../../api";
import { Facts } from "../../components/Facts";
import { courseLabel } from "../../../shared/labels";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { PageHeader } from "../../components/PageHeader";
import { StartListPrint } from "./StartListPrint";
import { Section } from "../../components/Section";
import { formatDate } from "../../format";
import { isMeetPast } from "../../../shared/meet-day";
import { etagOf } from "../../../shared/etag";
import { useLoad } from "../../hooks/useLoad";
import { ConnectionBanner } from "../../live/ConnectionBanner";
import { useMeetLive } from "../../live/useMeetLive";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import { HeatSheet, type SheetDesk } from "./HeatSheet";
import { ImportHistory } from "./ImportHistory";
import { LivePanel } from "./LivePanel";
import { LogDialog } from "./LogDialog";
import { MeetDialog } from "./MeetDialog";
import { OfficialsQr } from "./OfficialsQr";
import { CodeLockout } from "./CodeLockout";
import { WaitingOfficials } from "./WaitingOfficials";
import { Programme } from "./Programme";
import { PublicLink } from "./PublicLink";
import { ReimportDialog } from "./ReimportDialog";
import { StatisticsDialog } from "./StatisticsDialog";
import { paths } from "../../paths";
import { mayDo } from "../../../shared/live-roles";

type Open = "edit" | "upload" | "statistics" | "log" | null;

const SHEET_PARAM = "heat";

/** SPEC 2, meet detail. A new meet id is a new page: nothing of the previous meet's socket carries over. */
export function MeetPage() {
  const id = useParams().meetId ?? "";
  return <MeetView key={id} id={id} />;
}

function MeetView({ id }: { id: string }) {
  const { is_admin } = useProfile();
  const navigate = useNavigate();
  const meet = useLoad(() => api.meets.get(id), [id]);
  // The programme from the API shows at once; the room's socket takes over as soon as it speaks.
  const programme = useLoad(() => api.meets.heats(id), [id]);
  const live = useMeetLive(meet.data?.signed_id);
  // DESIGN 8e: an edit made elsewhere (a new code and QR code, the public switch) is loaded again at
  // once, so neither the page nor its edit dialog shows it stale. The room names only the version:
  // officials share its socket, and the code is not for them to read.
  const liveVersion = live.meet.version;
  const loadedVersion = meet.data ? etagOf(meet.data.version) : undefined;
  useEffect(() => {
    if (liveVersion !== undefined && loadedVersion !== undefined && liveVersion !== loadedVersion) meet.reload();
  }, [liveVersion, loadedVersion, meet.reload]);
  const [open, setOpen] = useState<Open>(null);
  // The open sheet is an entry in the browser's history (?heat=), so Back closes it rather than
  // leaving the meet, and a reload opens the same heat again.
  const sheetHeatId = useSearchParams()[0].get(SHEET_PARAM);
  const sheetPushed = (useLocation().state as { sheet?: boolean } | null)?.sheet === true;
  // Stable, so the programme's rows need not be drawn again when the page is.
  const openSheet = useCallback(
    (heat: Heat) => navigate({ search: `?${new URLSearchParams({ [SHEET_PARAM]: heat.id })}` }, { state: { sheet: true } }),
    [navigate],
  );
  const closeSheet = () => (sheetPushed ? navigate(-1) : navigate({ search: "" }, { replace: true }));
  const close = () => setOpen(null);

  if (meet.error) return <LoadError error={meet.error} />;
  if (!meet.data) return <Loading />;
  // An edit elsewhere reaches this page through the room (SPEC 4: merge meet changes).
  const { name, external_id, planned_date } = live.meet;
  const data = {
    ...meet.data,
    ...(name !== undefined && { name }),
    ...(external_id !== undefined && { external_id }),
    ...(planned_date != null && { planned_date }),
  };

  // DESIGN 8: officials can join only until the meet's day has passed.
  const timeZone = live.meet.time_zone ?? data.time_zone;
  const past = isMeetPast(data.planned_date, timeZone);

  const heats: Heat[] | null = live.heats ?? programme.data?.heats ?? null;
  const sessions = live.heats ? live.sessions : (programme.data?.sessions ?? []);
  const activeHeatId = live.heats ? live.activeHeatId : (programme.data?.active_heat_id ?? null);
  const sheetHeat = heats?.find((heat) => heat.id === sheetHeatId) ?? null;
  const { activeStatus } = controlStateOf(heats ?? [], activeHeatId);
  // DESIGN 8b: the administrator is the meet's referee, in the heat's bottom sheet.
  const referee = is_admin && mayDo(live.role, "decide");
  const operating = referee && live.connection === "open";
  // DESIGN 8e: the start list is the meet's club's and the administrators'.
  const desk: SheetDesk | undefined = mayDo(live.role, "lineup")
    ? { send: live.send, ready: live.connection === "open", problem: live.problem, clearProblem: live.clearProblem, referee }
    : undefined;

  const activateSheetHeat =
    sheetHeat && operating && live.pending === 0 && canActivate(sheetHeat.id, activeHeatId, activeStatus)
      ? () => live.send({ type: "activate", heat_id: sheetHeat.id, from_heat_id: activeHeatId })
      : null;

  return (
    <>
      <ConnectionBanner connection={live.connection} />
      <PageHeader
        back={is_admin ? { to: paths.meets, label: t("meet.title") } : { to: paths.dashboard, label: t("meet.nav.dashboard") }}
        title={data.name}
        subtitle={data.club_name}
        actions={
          <>
            <Button variant="outlined" startIcon={<Icon>edit</Icon>} onClick={() => setOpen("edit")}>
              {t("staff.shared.edit")}
            </Button>
            <Button variant="outlined" startIcon={<Icon>upload</Icon>} onClick={() => setOpen("upload")}>
              {t("meet.actions.upload")}
            </Button>
            <Button variant="outlined" startIcon={<Icon>download</Icon>} component="a" href={api.meets.exportUrl(data.id)} download>
              {t("meet.actions.download")}
            </Button>
            <Button variant="outlined" startIcon={<Icon>emoji_events</Icon>} component={RouterLink} to={paths.meetResults(data.id)}>
              {t("meet.actions.results")}
            </Button>
            {is_admin && (
              <>
                <Button variant="outlined" startIcon={<Icon>insights</Icon>} onClick={() => setOpen("statistics")}>
                  {t("meet.statistics.title")}
                </Button>
                <Button variant="outlined" startIcon={<Icon>history</Icon>} onClick={() => setOpen("log")}>
                  {t("meet.log.title")}
                </Button>
              </>
            )}
          </>
        }
      />
      {past && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setOpen("edit")}>
              {t("meet.pastAction")}
            </Button>
          }
        >
          {t("meet.pastWarning", { date: formatDate(data.planned_date) })}
        </Alert>
      )}

      {/*
        A lockout of the meet's typed codes keeps its officials out: on top, where the administrator the
        venue calls sees it at once.
      */}
      {!past && is_admin && <CodeLockout meetNumber={data.external_id} timeZone={timeZone} />}
      {mayDo(live.role, "admit") && <WaitingOfficials waiting={live.waiting} ready={live.connection === "open"} send={live.send} />}

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(260px, 1fr) 2fr" } }}>
        {/* On a phone the race comes first: the facts are looked up once, the clock all day. */}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, order: { xs: 1, md: 0 } }}>
          <Facts
            items={[
              { label: t("common.fields.meetNumber"), value: data.external_id },
              { label: t("common.fields.authCode"), value: data.auth_code },
              { label: t("common.fields.date"), value: formatDate(data.planned_date) },
              // DESIGN 8g: the pool decides the points; unknown says so.
              { label: t("meet.course"), value: courseLabel(data.course) },
              // DESIGN 8c: a public meet's address for spectators.
              ...(data.public ? [{ label: t("meet.publicLink.label"), value: <PublicLink meetNumber={data.external_id} /> }] : []),
            ]}
          />
          {!past && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t("meet.officialsHint", { url: `${location.origin}/official` })}
            </Typography>
          )}
          {!past && data.join_key && (
            <OfficialsQr joinKey={data.join_key} meetName={data.name} meetNumber={data.external_id} authCode={data.auth_code} />
          )}
        </Paper>
        <LivePanel heats={heats ?? []} activeHeatId={activeHeatId} live={live} controls={is_admin} onOpenHeat={openSheet} />
      </Box>

      <Section
        title={t("meet.programme.title")}
        actions={heats && <StartListPrint meetName={data.name} date={data.planned_date} heats={heats} sessions={sessions} />}
      >
        {heats ? (
          <Programme heats={heats} sessions={sessions} activeHeatId={activeHeatId} onOpen={openSheet} />
        ) : programme.error ? (
          <LoadError error={programme.error} />
        ) : (
          <Loading />
        )}
      </Section>

      <Section title={t("meet.history.title")}>
        <ImportHistory meetId={data.id} imports={data.imports ?? []} timeZone={timeZone} />
      </Section>

      <HeatSheet
        meetId={data.id}
        heat={sheetHeat}
        heats={heats ?? []}
        active={sheetHeat?.id === activeHeatId}
        onActivate={is_admin ? activateSheetHeat : undefined}
        desk={desk}
        onClose={closeSheet}
      />

      {open === "edit" && (
        <MeetDialog
          meet={data}
          onClose={close}
          onSaved={meet.setData}
          onDeleted={() => navigate(is_admin ? paths.meets : paths.dashboard, { replace: true })}
        />
      )}
      {open === "upload" && (
        <ReimportDialog
          meet={data}
          onClose={close}
          onImported={() => {
            meet.reload();
            programme.reload();
          }}
        />
      )}
      {open === "statistics" && <StatisticsDialog meetId={data.id} heats={heats} onClose={close} />}
      {open === "log" && <LogDialog meetId={data.id} timeZone={timeZone} events={live.events} onClose={close} />}

      {/*
        With the sheet open a refusal shows in the sheet itself (DESIGN 8b); a control command's
        refusal shows beside the control panel's buttons.
      */}
      <Snackbar
        open={live.problem !== null && !(desk && sheetHeat) && !(is_admin && live.problem === live.commandProblem)}
        autoHideDuration={6000}
        onClose={live.clearProblem}
      >
        <Alert severity="error" variant="filled" onClose={live.clearProblem} sx={{ width: "100%" }}>
          {live.problem}
        </Alert>
      </Snackbar>
    </>
  );
}
