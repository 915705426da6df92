import { useId, useState } from "react";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { entryStatusOf } from "../../../shared/lineup-rules";
import type { Lane } from "../../../shared/programme";
import { nl } from "../../texts/nl";
import type { LineupKind } from "./LineupDialog";

const t = nl.meets.lineup;

// Buiten mededinging is a switch: its icon says whether it is on.
const ITEMS: Record<LineupKind, { label: string; icon: string }> = {
  withdraw: { label: t.withdraw, icon: "person_remove" },
  restore: { label: t.restore, icon: "undo" },
  move: { label: t.move, icon: "swap_vert" },
  class: { label: t.class, icon: "accessible" },
  exhibition: { label: t.exhibition, icon: "check_box_outline_blank" },
  enter: { label: t.enter, icon: "person_add" },
};

/**
 * DESIGN 8e: a lane's start-list changes behind one button, each named in words, so a club secretary
 * finds them without a manual. `choices` are the ones that apply (lineup-rules lineupChoices);
 * `unavailable` are shown but cannot be chosen now, with why.
 */
export function LineupMenu({
  number,
  lane,
  choices,
  unavailable = {},
  disabled,
  onChoose,
}: {
  number: string;
  lane: Lane | undefined;
  choices: readonly LineupKind[];
  unavailable?: Partial<Record<LineupKind, string>>;
  disabled: boolean;
  onChoose(kind: LineupKind): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (choices.length === 0) return null;
  const exhibition = lane !== undefined && entryStatusOf(lane) === "EXH";
  return (
    <>
      <Tooltip title={t.menuTooltip}>
        <span>
          <IconButton
            size="small"
            aria-label={t.menu(number)}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? menuId : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <Icon fontSize="small">{choices.includes("enter") ? "person_add" : "manage_accounts"}</Icon>
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((kind) => {
          const why = unavailable[kind];
          const toggle = kind === "exhibition" ? { role: "menuitemcheckbox", "aria-checked": exhibition } : {};
          return (
            <MenuItem
              key={kind}
              {...toggle}
              disabled={why !== undefined}
              onClick={() => {
                setAnchor(null);
                onChoose(kind);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small">{kind === "exhibition" && exhibition ? "check_box" : ITEMS[kind].icon}</Icon>
              </ListItemIcon>
              <ListItemText primary={ITEMS[kind].label} secondary={why} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
