import Box from "@mui/material/Box";
import { HEAT_STATUS } from "../../shared/heat-status";
import { visuallyHidden } from "../components/visuallyHidden";
import type { ResultLine } from "./announcements";

/**
 * Heard, not seen (WCAG 4.1.3): the active heat's status line is a polite status region, read again
 * whenever it changes, and its results a log whose new or corrected lines are read once. A heat that
 * becomes active gets a log of its own, so the results it already has are not read out all at once.
 * A reset voids the run: the lanes keep the officials' records (nothing is lost), but a planned heat
 * has no results to hear, and the run after it gets a new log as well.
 * The race clock is no part of it: it repaints every 32 ms. It repeats words the page shows, so it
 * goes beside the visible panel, not inside it.
 */
export function HeatAnnouncer({
  heat,
  status,
  results,
}: {
  heat: { id: string; status: number; start_time: number | null } | null;
  status: string;
  results: readonly ResultLine[];
}) {
  const heard = heat !== null && heat.status !== HEAT_STATUS.PLANNED;
  const run = heat ? `${heat.id}@${heat.start_time ?? ""}` : "";
  return (
    <Box sx={visuallyHidden}>
      <div role="status">{status}</div>
      <div role="log" key={run}>
        {(heard ? results : []).map((line) => (
          <div key={line.lane}>{line.text}</div>
        ))}
      </div>
    </Box>
  );
}
