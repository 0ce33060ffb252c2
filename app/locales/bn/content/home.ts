/**
 * The steps of a move in Bengali, for /about and /process, whose Bengali words are made from them when those pages are
 * built (./process.ts, ./about.ts): the file the home page's loader reads (content/bn/steps.json), so every page
 * tells one list.
 */
import steps from "~/../content/bn/steps.json";

export const processOverview = { processOverview: steps.steps };
