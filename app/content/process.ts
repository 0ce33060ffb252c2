/**
 * The one way a move runs, told on the home page, /about and /process: the spec's four steps (SPEC §1: share
 * moving details; free pre-move consultation; customised quotation with no hidden charges; hassle-free moving),
 * written in content/<language>/steps.json, and what /process tells of each in process.json. The step count in
 * every heading comes from here.
 */
import { capitalised, numberWord } from "./facts.ts";

/** One step of a move (SPEC §3 "Process step"); every numbered list of steps on the site uses it. */
export interface Step {
  title: string;
  text: string;
}

/** How many steps a move has: content/<language>/steps.json holds exactly these (schemas/steps.ts STEP_COUNT). */
export const MOVE_STEP_COUNT = 4;

/** "Four", for headings such as "Your move in four steps". */
export const MoveStepCount = capitalised(numberWord(MOVE_STEP_COUNT));
