import { useLayoutEffect, useRef } from "react";
import Typography, { type TypographyProps } from "@mui/material/Typography";
import { raceClockText } from "../../shared/clock-sync";
import { t } from "../i18n/texts";

/** SPEC 4/9: the display refreshes every 32 ms. */
const REFRESH_MS = 32;

/**
 * The race clock, mm:ss.hh from the heat's start (room time) to its end, or to `serverNow()` while
 * it runs: the staff's pages ask their synchronised clock, the public page the time of its last
 * answer. DESIGN 7: a running clock rewrites only its own text node, never React state, so 30
 * repaints a second do not re-render the page.
 */
export function RaceClock({
  start,
  end,
  serverNow,
  label,
  sx,
  ...props
}: { start: number | null; end: number | null; serverNow: () => number; label?: string } & TypographyProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const paint = () => {
      node.textContent = raceClockText(start, end, serverNow());
    };
    paint();
    if (start == null || end != null) return;
    const timer = setInterval(paint, REFRESH_MS);
    return () => clearInterval(timer);
  }, [start, end, serverNow]);

  return (
    <Typography
      ref={ref}
      component="span"
      role="timer"
      // A timer is never read out by itself (WCAG 4.1.3 asks status messages, not 30 repaints a second).
      aria-live="off"
      aria-label={label ?? t("common.live.clock")}
      {...props}
      sx={[{ fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
