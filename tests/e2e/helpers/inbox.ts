/** Reads the local inbox's JSON-lines file that the test server writes (INBOX_DIR in playwright.config.ts). */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect } from "@playwright/test";

export interface InboxEntry {
  id: string;
  receivedAt: string;
  provider: "form-to-email" | "email-service";
  route: string;
  client: string;
  fields: Record<string, unknown>;
}

const inboxFile = join(process.env.E2E_OUTPUT ?? "test-results", "inbox", "submissions.jsonl");

export function readInbox(): InboxEntry[] {
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
        return [JSON.parse(line) as InboxEntry];
      } catch {
        return [];
      }
    });
}

/** Waits until exactly one stored submission matches, and returns it. Tests are parallel: match on a value unique to the test. */
export async function waitForSubmission(match: (entry: InboxEntry) => boolean): Promise<InboxEntry> {
  let found: InboxEntry[] = [];
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
