import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * Label/value pairs of a detail page, as a description list: side by side from tablet width, label
 * above value on a phone, where a long value (a licence name, an e-mail address) would not fit beside
 * a long label.
 */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        alignItems: "center",
        m: 0,
      }}
    >
      {items.map(({ label, value }, index) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: index ? 1.25 : 0, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: "break-word" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
