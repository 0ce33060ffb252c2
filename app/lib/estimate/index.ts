/**
 * The instant move-cost estimator, as pure functions: an input (what moves, from where to where)
 * gives an estimate read from the published price tables, and the input round-trips through the
 * page's URL query so a result can be bookmarked and shared.
 *
 * Every figure comes from the content modules the price tables render (app/content/prices/*);
 * nothing here holds a price of its own.
 */
export * from "./estimate";
export * from "./input";
export * from "./phrases";
export * from "./query";
export * from "./summary";
