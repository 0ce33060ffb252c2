/**
 * The steps of a move in Hindi, for /about and /process, whose Hindi words are made from them when those pages are
 * built (./process.ts, ./about.ts): the file the home page's loader reads (content/hi/steps.json), so every page
 * tells one list.
 */
import steps from "~/../content/hi/steps.json";

export const processOverview = { processOverview: steps.steps };
