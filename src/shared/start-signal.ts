// DESIGN 6b: what the start-signal detector accepts, shared by the detector on the control panel and the
// meet room that checks its claim, so the room never trusts a signal the detector itself would not.

/** The least confidence (0–1) at which the detector takes a sound for the start signal. */
export const HORN_ACCEPTANCE = 0.55;
