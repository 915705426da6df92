import type { ReactNode } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import { eventTime } from "../../live/clientNow";

/**
 * A button that records the moment it is touched: on pointer-down, not on the click that follows the
 * finger's release, and at the event's own time, not when a phone busy rendering runs the handler; a
 * keyboard press (a click without a pointer) counts too.
 */
export function TapButton({
  onTap,
  children,
  ...props
}: { onTap(at: number): void; children: ReactNode } & Omit<ButtonProps, "onClick" | "onPointerDown">) {
  return (
    <Button
      {...props}
      onPointerDown={(event) => {
        if (event.button === 0 && !props.disabled) onTap(eventTime(event));
      }}
      onClick={(event) => {
        if (event.detail === 0) onTap(eventTime(event));
      }}
    >
      {children}
    </Button>
  );
}
