import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FontIcon, Tag } from "../components/Tag";
import { t } from "../i18n/texts";
import {
  canToggleTie,
  finishPlaceText,
  lastIsTied,
  numberedPlaces,
  positionOf,
  tapLane,
  toggleTie,
  undoLast,
  type Places,
} from "./finishOrder";

// Thumb-sized (DESIGN 8): by the pool a fingertip is about 10 mm, well over the 48 px minimum.
const big = { minHeight: 56, fontSize: "1.1rem", textTransform: "none" } as const;

/**
 * Tapping a finish order (DESIGN 8, 8b), for the arrival-order judge's phone and the referee's
 * dialog alike: a button per lane in finishing order, "Gelijk met vorige" to make the last tapped
 * lane share the place before it (a dead heat), the order as a numbered list, undo and clear.
 */
export function FinishOrderPad({
  lanes,
  order,
  onChange,
  wide = false,
}: {
  /** The lanes to place, in pool order, with what a lane's button says before it has a place (the swimmer). */
  lanes: readonly { lane: string; caption: string }[];
  order: Places;
  onChange(order: string[][]): void;
  /** Room for four lanes a row from tablet width (a dialog); a phone always gets two. */
  wide?: boolean;
}) {
  const tied = lastIsTied(order);
  const places = numberedPlaces(order);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: `repeat(${wide ? 4 : 2}, 1fr)` }, gap: 1.5 }}>
        {lanes.map(({ lane, caption }) => {
          const position = positionOf(order, lane);
          const placed = position !== null;
          const laneTied = placed && (order.find((place) => place.includes(lane))?.length ?? 0) > 1;
          return (
            <Button
              key={lane}
              variant={placed ? "outlined" : "contained"}
              // A placed lane stays readable (its place is on it) but a second tap changes nothing.
              aria-disabled={placed}
              onClick={() => onChange(tapLane(order, lane))}
              sx={{
                minHeight: 72,
                minWidth: 0,
                flexDirection: "column",
                lineHeight: 1.2,
                textTransform: "none",
                ...(placed && { borderWidth: 2, "&:hover": { borderWidth: 2 } }),
              }}
            >
              <Box component="span" sx={{ fontSize: "1.5rem", fontWeight: 700 }}>
                {t("common.fields.finishOrder.lane", { lane })}
              </Box>
              <Box
                component="span"
                sx={{ fontSize: "0.75rem", maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
              >
                {placed ? t("common.fields.finishOrder.placed", { position, tied: laneTied ? "yes" : "no" }) : caption}
              </Box>
            </Button>
          );
        })}
      </Box>
      <Button
        variant={tied ? "contained" : "outlined"}
        color={tied ? "primary" : "inherit"}
        size="large"
        aria-pressed={tied}
        disabled={!canToggleTie(order)}
        startIcon={<FontIcon name={tied ? "check_box" : "check_box_outline_blank"} />}
        onClick={() => onChange(toggleTie(order))}
        sx={big}
      >
        {t("common.fields.finishOrder.tie")}
      </Button>
      <Box component="section" aria-label={t("common.fields.arrivalOrder")}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {t("common.fields.arrivalOrder")}
        </Typography>
        {places.length === 0 ? (
          <Typography color="text.secondary">{t("common.fields.finishOrder.empty")}</Typography>
        ) : (
          <Box component="ol" sx={{ display: "flex", flexWrap: "wrap", gap: 1, m: 0, p: 0, listStyle: "none" }}>
            {places.map((place) => (
              <li key={place.lanes[0]}>
                <Tag label={finishPlaceText(place)} outlined={place.lanes.length > 1} bold={place.lanes.length > 1} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          size="large"
          sx={{ ...big, flex: 3, px: 1 }}
          disabled={order.length === 0}
          onClick={() => onChange(undoLast(order))}
        >
          {t("common.fields.finishOrder.undo")}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          sx={{ ...big, flex: 2, px: 1 }}
          disabled={order.length === 0}
          onClick={() => onChange([])}
        >
          {t("common.fields.finishOrder.clear")}
        </Button>
      </Stack>
    </Stack>
  );
}
