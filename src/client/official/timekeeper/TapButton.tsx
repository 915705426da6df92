import type { ReactNode } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import { clientNow } from "../../live/clientNow";

/**
 * A button that records the moment it is touched: the clock is read on pointer-down, not on the
 * click that follows the finger's release; a keyboard press (a click without a pointer) counts too.
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
        if (event.button === 0 && !props.disabled) onTap(clientNow());
      }}
      onClick={(event) => {
        if (event.detail === 0) onTap(clientNow());
      }}
    >
      {children}
    </Button>
  );
}
