/**
 * The home page's JavaScript budget: 125 KiB (Lighthouse's unit) of compressed bytes on the wire, counting the
 * quote pop-up's chunk that loads after hydration but not the below-the-fold parts that load at the visitor's
 * first scroll or input (docs/decisions/javascript-budget.md). The e2e budget test and `npm run bench` check it.
 */
export const HOME_JS_BUDGET_BYTES = 125 * 1024;

/**
 * The cost estimator's quick estimate, between cities: what it needs is the price tables and the city list with
 * coordinates, not every city page's content: 118.5 KiB measured, of which React, React DOM and React
 * Router are 92 KiB; with the city registry it was 136.6 KiB. Same counting as above.
 */
export const ESTIMATOR_JS_BUDGET_BYTES = 132 * 1024;

/**
 * Every page, one of each template in every language: what it loads before any input, counted as above
 * (docs/decisions/javascript-budget.md). A translated page's words are its data; only those that are functions of
 * what it shows are script.
 */
export const PAGE_JS_BUDGET_BYTES = 140 * 1024;
