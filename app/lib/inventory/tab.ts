/**
 * The query value that opens the cost estimator's "List my items" tab. Alone in its module so the
 * page can read it without loading the catalogue, which comes only with the tab.
 */
export const ITEMS_TAB = "items";
