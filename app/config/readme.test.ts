// @vitest-environment node
import { readFileSync } from "node:fs";

import { expect, it } from "vitest";

import { envVars } from "./schema";

it("the README documents every configuration variable", () => {
  const readme = readFileSync("README.md", "utf8");
  for (const name of Object.keys(envVars)) expect(readme).toContain(`\`${name}\``);
});
