/**
 * The steps of a move in English, for the pages that still build theirs in script (/about and /process through
 * ./process.ts): the same file the home page's loader reads, so every page tells one list.
 */
import english from "../../content/en/steps.json";
import type { Step } from "./process.ts";

export const processOverview: Step[] = english.steps.map(({ title, text }) => ({ title, text }));
