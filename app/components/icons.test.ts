// @vitest-environment node
import { readFileSync } from "node:fs";

import { expect, it } from "vitest";

import { iconId, usedIconNames } from "../../scripts/icons";
import * as icons from "./icons";

it("every icon the app imports is generated and drawn in the sprite (run `npm run icons` if not)", () => {
  const sprite = readFileSync("app/components/icons.svg", "utf8");
  const exported = Object.keys(icons).filter((k) => k !== "default");
  expect(exported.sort()).toEqual(usedIconNames());
  for (const name of exported) {
    expect(sprite).toContain(`<symbol id="${iconId(name)}"`);
  }
  for (const brand of ["facebook", "instagram", "whatsapp", "x", "linkedin"])
    expect(sprite).toContain(`id="brand-${brand}"`);
});
