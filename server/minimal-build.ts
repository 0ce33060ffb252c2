/**
 * The smallest build the server starts on: its headers file and the not-found pages it requires, read from
 * the same list the server checks. For tests and the soak, which exercise the server and not the pages.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { NOT_FOUND_PAGES } from "./app.ts";

export function writeMinimalBuild(buildDir: string) {
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, "headers.json"), JSON.stringify({ common: {}, pages: {} }));
  for (const page of NOT_FOUND_PAGES) {
    const file = join(buildDir, "client", page);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "not found");
  }
}
