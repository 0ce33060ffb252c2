/**
 * The GST rate on a move's charges, on its own so a page that only quotes the rate (a hero's proof panel) does
 * not load every extra charge's table with it.
 */
export const GST = { percent: 18 } as const;
