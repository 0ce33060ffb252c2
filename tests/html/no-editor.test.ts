import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, it } from "vitest";

import { CLIENT } from "./built.ts";

// The office's editor runs on its own machine (`npm run edit`); the public site carries none of it.
it("the build holds no editor: no /admin, no byte of its script or configuration", () => {
  const files = readdirSync(CLIENT, { recursive: true }) as string[];
  expect(files.filter((f) => /(^|\/)admin(\/|$)/.test(f))).toEqual([]);
  const carrying = files
    .filter((f) => /\.(html|js|json|css|xml|txt)$/.test(f))
    .filter((f) => /sveltia|cms-config-url/i.test(readFileSync(join(CLIENT, f), "utf8")));
  expect(carrying).toEqual([]);
});
