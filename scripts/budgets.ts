/**
 * The home page's JavaScript budget: 125 KiB (Lighthouse's unit) of compressed bytes on the wire, counting the
 * quote pop-up's chunk that loads after hydration. The e2e budget test and `npm run bench` both check it.
 */
export const HOME_JS_BUDGET_BYTES = 125 * 1024;
