import { useMemo } from "react";
import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import { heatStatusLook } from "../../../../shared/heat-rules";
import { heatRace, heatTitle } from "../../../../shared/labels";
import { entryStatusOf, isOccupied, isWithdrawn, laneNumbers, type Heat } from "../../../../shared/programme";
import { formatSwimTime } from "../../../../shared/race-time";
import { api } from "../../../api";
import { LoadError } from "../../../components/LoadError";
import { useLoad } from "../../../hooks/useLoad";
import { ConnectionBanner } from "../../../live/ConnectionBanner";
import { RaceClock } from "../../../live/RaceClock";
import { useRoomNow } from "../../../live/useRoomNow";
import { useMeetLive } from "../../../live/useMeetLive";
import { t } from "../../../i18n/texts";
import { heatGroupPlaces, heatPlaces, type GroupPlace } from "./resultFormat";
import { useRefetchOnChange } from "./useRefetchOnChange";

// Read from across a pool hall (DESIGN 8c): white and light tints on a deep blue, every pair well
// above WCAG's 4.5:1: white 17:1, the time's amber 12:1, the grey 9:1, blue and orange 8:1; on the
// stripes every one still 7:1 or more.
const colors = {
  background: "#0a1929",
  stripe: "#102a43",
  text: "#ffffff",
  muted: "#b0c4d8",
  time: "#ffd54f",
  accent: "#4fc3f7",
  status: "#ff9e80",
  rule: "#2a4a6b",
} as const;

// Sizes follow the screen's height, so a 1080-pixel screen holds ten lanes below the clock.
const vh = (size: number, max: string) => `min(${size}vh, ${max})`;

/**
 * DESIGN 8c: the projector view of the active heat (`?hideNav`): full screen, no navigation, a large
 * race clock, the lanes with swimmer, club and class, and the times as the room records them; each
 * place is the one in the swimmer's own group of the event (DESIGN 8h), as the results rank it.
 */
export function ProjectorView({ id }: { id: string }) {
  const meet = useLoad(() => api.meets.get(id), [id]);
  const programme = useLoad(() => api.meets.heats(id), [id]);
  const results = useLoad(() => api.meets.results(id), [id]);
  const live = useMeetLive(meet.data?.signed_id);
  useRefetchOnChange(live.heats, results.reload);
  const roomNow = useRoomNow(live.clock);

  const heats: Heat[] | null = live.heats ?? programme.data?.heats ?? null;
  const activeHeatId = live.heats ? live.activeHeatId : (programme.data?.active_heat_id ?? null);
  const active = heats?.find((heat) => heat.id === activeHeatId) ?? null;
  const name = live.meet.name ?? meet.data?.name ?? "";

  return (
    <Box
      component="section"
      aria-label={t("meet.results.projector")}
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: "modal",
        display: "flex",
        flexDirection: "column",
        bgcolor: colors.background,
        color: colors.text,
        overflow: "hidden",
        px: "2.5vw",
        py: "1.5vh",
      }}
    >
      {/* The page behind scrolls no more, and a projector shows no scrollbar. */}
      <GlobalStyles styles={{ body: { overflow: "hidden" } }} />
      <ConnectionBanner connection={live.connection} top={0} />
      {meet.error ? (
        <LoadError error={meet.error} />
      ) : (
        <>
          <Box sx={{ display: "flex", alignItems: "flex-end", gap: "3vw", pb: "1.5vh", borderBottom: `2px solid ${colors.rule}` }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontSize: vh(2.6, "2rem"), color: colors.muted, lineHeight: 1.2 }} noWrap>
                {name}
              </Typography>
              <Typography component="h1" sx={{ fontSize: vh(6.5, "5rem"), fontWeight: 700, lineHeight: 1.1 }} noWrap>
                {active ? heatTitle(active) : heats ? t("meet.results.projectorView.noActiveHeat") : "\u00a0"}
              </Typography>
              {active && (
                <Typography sx={{ fontSize: vh(4, "3rem"), color: colors.accent, lineHeight: 1.2 }} noWrap>
                  {heatRace(active)}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: "right", flexShrink: 0 }}>
              <RaceClock
                start={active?.start_time ?? null}
                end={active?.end_time ?? null}
                serverNow={roomNow}
                sx={{ display: "block", fontSize: vh(13, "10rem"), fontWeight: 500, lineHeight: 1, color: colors.text }}
              />
              {active && (
                <Typography sx={{ fontSize: vh(2.6, "2rem"), color: colors.muted }}>
                  {heatStatusLook(active.status, true)?.label ?? ""}
                </Typography>
              )}
            </Box>
          </Box>
          {active && <ProjectorLanes heat={active} groupPlaces={heatGroupPlaces(results.data, active)} />}
        </>
      )}
    </Box>
  );
}

/** Below the clock about three quarters of the screen's height is left for the lanes: ten fit on one screen. */
const LANES_HEIGHT_VH = 74;

function ProjectorLanes({ heat, groupPlaces }: { heat: Heat; groupPlaces: ReadonlyMap<string, GroupPlace> }) {
  const statuses = useMemo(() => heatPlaces(heat), [heat]);
  // The group column only where the event has groups of its own: one group of everyone says nothing.
  const grouped = [...groupPlaces.values()].some((entry) => entry.group !== null);
  const lanes = laneNumbers(heat.lanes);
  // One line per lane, its type as large as the number of lanes allows (eight or fewer: the largest).
  const row = `${LANES_HEIGHT_VH / Math.max(lanes.length + 1, 9)}vh`;
  const size = (factor: number) => `calc(${row} * ${factor})`;
  const cell = {
    px: "0.8vw",
    py: 0,
    borderBottom: `1px solid ${colors.rule}`,
    verticalAlign: "middle",
    textAlign: "left",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  } as const;
  const head = { ...cell, fontSize: size(0.36), fontWeight: 500, color: colors.muted } as const;
  return (
    <Box
      component="table"
      aria-label={t("meet.results.projectorView.lanes")}
      sx={{
        width: "100%",
        mt: "1vh",
        borderCollapse: "collapse",
        fontVariantNumeric: "tabular-nums",
        tableLayout: "fixed",
        "& tr": { height: row },
      }}
    >
      <colgroup>
        <col style={{ width: "6%" }} />
        <col style={{ width: grouped ? "29%" : "37%" }} />
        <col style={{ width: grouped ? "18%" : "26%" }} />
        {grouped && <col style={{ width: "16%" }} />}
        <col style={{ width: "9%" }} />
        <col style={{ width: "15%" }} />
        <col style={{ width: "7%" }} />
      </colgroup>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={head}>
            {t("meet.results.projectorView.lane")}
          </Box>
          <Box component="th" scope="col" sx={head}>
            {t("meet.results.columns.swimmer")}
          </Box>
          <Box component="th" scope="col" sx={head}>
            {t("meet.results.columns.club")}
          </Box>
          {grouped && (
            <Box component="th" scope="col" sx={head}>
              {t("meet.results.columns.group")}
            </Box>
          )}
          <Box component="th" scope="col" sx={head}>
            {t("meet.results.columns.handicap")}
          </Box>
          <Box component="th" scope="col" sx={{ ...head, textAlign: "right" }}>
            {t("meet.results.columns.time")}
          </Box>
          <Box component="th" scope="col" sx={{ ...head, textAlign: "right" }}>
            <abbr
              title={t(grouped ? "meet.results.projectorView.placeInGroup" : "meet.results.columns.place")}
              style={{ textDecoration: "none" }}
            >
              {t("meet.results.projectorView.place")}
            </abbr>
          </Box>
        </tr>
      </thead>
      <tbody>
        {lanes.map((key, index) => {
          const lane = heat.lanes[key]!;
          const occupied = isOccupied(lane);
          const result = statuses.get(key);
          const status = result?.status && result.status !== "EXH" ? result.status : null;
          // A withdrawn swimmer has no result: the entry's word where the time would be, as the desk and the public page say it.
          const withdrawn = occupied && isWithdrawn(lane) ? t(`common.entryStatus.${entryStatusOf(lane)!}`) : null;
          const inGroup = groupPlaces.get(key);
          return (
            <Box component="tr" key={key} sx={{ bgcolor: index % 2 ? colors.stripe : "transparent" }}>
              <Box component="td" sx={{ ...cell, fontSize: size(0.66), fontWeight: 700, color: colors.accent }}>
                {key}
              </Box>
              <Box component="td" sx={{ ...cell, fontSize: size(0.6), fontWeight: 500 }}>
                {occupied ? lane.swimmer : ""}
              </Box>
              <Box component="td" sx={{ ...cell, fontSize: size(0.44), color: colors.muted }}>
                {occupied ? (lane.club ?? "") : ""}
              </Box>
              {grouped && (
                <Box component="td" sx={{ ...cell, fontSize: size(0.44), color: colors.muted }}>
                  {occupied ? (inGroup?.group ?? "") : ""}
                </Box>
              )}
              <Box component="td" sx={{ ...cell, fontSize: size(0.5), color: colors.muted }}>
                {occupied ? (lane.handicap ?? "") : ""}
              </Box>
              <Box
                component="td"
                sx={{
                  ...cell,
                  textAlign: "right",
                  fontSize: size(withdrawn ? 0.44 : 0.64),
                  fontWeight: withdrawn ? 500 : 700,
                  color: status ? colors.status : withdrawn ? colors.muted : colors.time,
                }}
              >
                {status ? t(`meet.results.statusShort.${status}`) : (withdrawn ?? formatSwimTime(lane.time))}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: "right", fontSize: size(0.6), fontWeight: 700 }}>
                {(status || result?.status === "EXH" ? null : inGroup?.place) ??
                  (result?.status === "EXH" ? (
                    <abbr title={t("meet.results.statusLong.EXH")}>{t("meet.results.statusShort.EXH")}</abbr>
                  ) : (
                    ""
                  ))}
              </Box>
            </Box>
          );
        })}
      </tbody>
    </Box>
  );
}
