import Box from "@mui/material/Box";
import { visuallyHidden } from "../components/visuallyHidden";
import type { ResultLine } from "./announcements";

/**
 * Heard, not seen (WCAG 4.1.3): the active heat's status line is a polite status region, read again
 * whenever it changes, and its results a log whose new or corrected lines are read once. A heat that
 * becomes active gets a log of its own, so the results it already has are not read out all at once.
 * The race clock is no part of it: it repaints every 32 ms. It repeats words the page shows, so it
 * goes beside the visible panel, not inside it.
 */
export function HeatAnnouncer({ heatId, status, results }: { heatId: string | null; status: string; results: readonly ResultLine[] }) {
  return (
    <Box sx={visuallyHidden}>
      <div role="status">{status}</div>
      <div role="log" key={heatId ?? ""}>
        {results.map((line) => (
          <div key={line.lane}>{line.text}</div>
        ))}
      </div>
    </Box>
  );
}
