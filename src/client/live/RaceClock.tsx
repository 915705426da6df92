import { useLayoutEffect, useRef } from "react";
import Typography, { type TypographyProps } from "@mui/material/Typography";
import { raceClockText, type ClockSync } from "../../shared/clock-sync";
import { nlLive } from "../texts/nl-live";
import { clientNow } from "./clientNow";

/** SPEC 4/9: the display refreshes every 32 ms. */
const REFRESH_MS = 32;

/**
 * The race clock, mm:ss.hh from the heat's start (server time) to its end, or to now corrected by
 * the clock offset while it runs. DESIGN 7: a running clock rewrites only its own text node, never
 * React state, so 30 repaints a second do not re-render the page.
 */
export function RaceClock({
  start,
  end,
  clock,
  sx,
  ...props
}: { start: number | null; end: number | null; clock: ClockSync | null } & TypographyProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const paint = () => {
      const now = clientNow();
      node.textContent = raceClockText(start, end, clock ? clock.serverNow(now) : now);
    };
    paint();
    if (start == null || end != null) return;
    const timer = setInterval(paint, REFRESH_MS);
    return () => clearInterval(timer);
  }, [start, end, clock]);

  return (
    <Typography
      ref={ref}
      component="span"
      role="timer"
      aria-label={nlLive.clock}
      {...props}
      sx={[{ fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
