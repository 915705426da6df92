// Thumb-sized controls (DESIGN 8): a fingertip by the pool is about 10 mm, well over the 48 px
// minimum; sentence case keeps two-word labels ("Ongedaan maken") on one line of a half-width button.
export const bigButton = { minHeight: 56, fontSize: "1.1rem", textTransform: "none" } as const;
