// The public live page (DESIGN 8c): `/live/{meetNumber}` without login and without the app's
// navigation. The meet's name and date, the active heat with its running race clock and lanes, the
// results per event and class, and the programme with its start list, one search for both, in Dutch
// or English, followed by polling.
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { CurrentHeat } from "./CurrentHeat";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { t } from "../i18n/texts";
import { activeHeatOf } from "./liveView";
import { ProgrammeTable } from "./ProgrammeTable";
import { ResultsSection } from "./ResultsSection";
import { eventLabel, meetDate } from "./texts";
import { usePublicMeet } from "./usePublicMeet";
import type { LenexSession } from "../../shared/programme";

/** An answer made before the room sent sessions (a cached one, across an update) has none. */
const NO_SESSIONS: LenexSession[] = [];

export function PublicLivePage() {
  const { meetNumber = "" } = useParams();
  const meet = usePublicMeet(meetNumber);
  const live = meet.live;
  const active = activeHeatOf(live);
  const name = live?.meet.name;
  const [query, setQuery] = useState("");

  useEffect(() => {
    const before = document.title;
    const title = t("public.title");
    document.title = name ? `${name} · ${title}` : title;
    return () => {
      document.title = before;
    };
  }, [name]);

  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default", overflowX: "hidden" }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1.5, sm: 2 } }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
          <Typography component="div" variant="h6" noWrap sx={{ fontSize: "1.1rem", flexGrow: 1, minWidth: 0 }}>
            {t("public.title")}
          </Typography>
          <LanguageSwitch onBar />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 2, px: { xs: 1.5, sm: 2 } }}>
        {meet.phase === "loading" && (
          <Stack spacing={2} sx={{ alignItems: "center", py: 6 }}>
            <CircularProgress aria-label={t("public.loading")} />
            {meet.offline && <Offline />}
          </Stack>
        )}
        {meet.phase === "missing" && (
          <Alert severity="info">
            <AlertTitle component="h1" sx={{ fontSize: "1.05rem" }}>
              {t("public.notPublic")}
            </AlertTitle>
            {t("public.notPublicHint")}
          </Alert>
        )}
        {meet.phase === "live" && live && (
          <Stack spacing={2}>
            <Box component="header">
              <Typography variant="h5" component="h1" sx={{ overflowWrap: "anywhere", lineHeight: 1.25 }}>
                {live.meet.name}
              </Typography>
              <Typography color="text.secondary">
                {meetDate(live.meet.planned_date)} · {t("public.meetNumber", { number: live.meet.external_id })}
              </Typography>
            </Box>
            {meet.offline && <Offline />}
            <CurrentHeat heat={active} clock={meet.clock} />
            <TextField
              type="search"
              size="small"
              fullWidth
              label={t("public.search")}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <ResultsSection results={meet.results} activeEvent={active ? eventLabel(active) : null} query={query} />
            <ProgrammeTable
              heats={live.heats}
              sessions={live.sessions ?? NO_SESSIONS}
              activeHeatId={live.active_heat_id}
              query={query}
              timeZone={live.meet.time_zone}
            />
          </Stack>
        )}
      </Container>
    </Box>
  );
}

function Offline() {
  return (
    <Alert severity="warning" role="status">
      {t("public.offline")}
    </Alert>
  );
}
