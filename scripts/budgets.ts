/**
 * The home page's JavaScript budget: 118 KiB (Lighthouse's unit) of compressed bytes on the wire, counting the
 * quote pop-up's chunk that loads after hydration but not the below-the-fold parts that load at the visitor's
 * first scroll or input (docs/decisions/javascript-budget.md). The e2e budget test and `npm run bench` check it.
 */
export const HOME_JS_BUDGET_BYTES = 118 * 1024;
