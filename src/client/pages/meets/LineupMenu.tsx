import { useId, useState } from "react";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { entryStatusOf } from "../../../shared/programme";
import type { Lane } from "../../../shared/programme";
import { t } from "../../i18n/texts";
import type { LineupKind } from "./LineupDialog";

// Buiten mededinging is a switch: its icon says whether it is on. Each item is named by meet.lineup.<kind>.
const ICONS: Record<LineupKind, string> = {
  withdraw: "person_remove",
  restore: "undo",
  move: "swap_vert",
  class: "accessible",
  codes: "sign_language",
  exhibition: "check_box_outline_blank",
  enter: "person_add",
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
      <Tooltip title={t("meet.lineup.menuTooltip")}>
        <span>
          <IconButton
            size="small"
            aria-label={t("meet.lineup.menu", { lane: number })}
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
                <Icon fontSize="small">{kind === "exhibition" && exhibition ? "check_box" : ICONS[kind]}</Icon>
              </ListItemIcon>
              <ListItemText primary={t(`meet.lineup.${kind}`)} secondary={why} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
