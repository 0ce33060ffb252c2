/** Reads the local inbox's JSON-lines file that the test server writes (INBOX_DIR in playwright.config.ts). */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect } from "@playwright/test";

import type { Submission } from "../../../server/store.ts";

const inboxFile = join(process.env.E2E_OUTPUT ?? "test-results", "inbox", "submissions.jsonl");

export function readInbox(): Submission[] {
  let text = "";
  try {
    text = readFileSync(inboxFile, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Submission];
      } catch {
        return [];
      }
    });
}

/** Waits until exactly one stored submission matches, and returns it. Tests are parallel: match on a value unique to the test. */
export async function waitForSubmission(match: (entry: Submission) => boolean): Promise<Submission> {
  let found: Submission[] = [];
  await expect
    .poll(() => {
      found = readInbox().filter(match);
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

/** A value no other test (or earlier run) uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
