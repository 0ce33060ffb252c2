/** Give up on any request after this long (the visitor's values stay). */
export const TIMEOUT_MS = 15_000;

/** SPEC §9: the call-back and application pop-ups close this long after a success. */
export const AUTO_CLOSE_MS = 2000;
