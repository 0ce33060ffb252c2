// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

/** The pictures' drawings and the spot drawings of confirmations and not-found pages. */
const drawings = ["../images/drawings", "../public/spots"].flatMap((folder) =>
  readdirSync(join(import.meta.dirname, folder))
    .filter((f) => f.endsWith(".svg"))
    .map((f) => join(folder, f)),
);

/** A person of the drawings: a head of radius 17 above a body whose feet stand at its group's origin. */
const HEAD = /<circle cy="-148" r="17" fill="#[0-9a-f]{6}"\/>/g;
/** A face: its eyes, drawn in the person's group with an expression of the scene's, or the file's `#f` (a smile). */
const FACE = /<use href="#f"\/>|<path d="M-6-149v3M6-149v3/;

describe("the drawings' people", () => {
  it.each(drawings)("%s: everyone drawn from the figure has a face", (file) => {
    const svg = readFileSync(join(import.meta.dirname, file), "utf8");
    for (const head of svg.matchAll(HEAD)) {
      const rest = svg.slice(head.index + head[0].length);
      const group = rest.slice(0, rest.indexOf("</g>"));
      expect(group, `${file}: the person at ${head.index}`).toMatch(FACE);
      if (group.includes('href="#f"')) expect(svg).toContain('<g id="f"');
    }
  });
});
