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

const read = (file: string) => readFileSync(join(import.meta.dirname, file), "utf8");

/** A person of the drawings: a head of radius 17 above a body whose feet stand at its group's origin. */
const HEAD = /<circle cy="-148" r="17" fill="#[0-9a-f]{6}"\/>/g;
/** Eyes on the head's eye line, open (two dots) or laughing (two arcs): where every face's first path starts. */
const EYES = "M-6-149v3M6-149v3|M-9-147q3-5 6 0M3-147q3-5 6 0";
/** A face drawn in place, in the person's own group. */
const DRAWN_FACE = new RegExp(`<path d="(?:${EYES})`);

/** The faces a file defines for its people to wear (`<use href="#id"/>`): each id with its markup. */
function faceDefs(svg: string): Map<string, string> {
  const defs = new RegExp(`<g id="(\\w+)"[^>]*><path d="(?:${EYES})[^]*?</g>`, "g");
  return new Map([...svg.matchAll(defs)].map((m) => [m[1]!, m[0]]));
}

/** Whether a group's markup draws a face or wears one of the file's. */
const hasFace = (group: string, faces: Map<string, string>) =>
  DRAWN_FACE.test(group) || [...group.matchAll(/<use href="#(\w+)"\/>/g)].some((m) => faces.has(m[1]!));

describe("the drawings' people", () => {
  it.each(drawings)("%s: everyone drawn from the figure has a face", (file) => {
    const svg = read(file);
    const faces = faceDefs(svg);
    for (const head of svg.matchAll(HEAD)) {
      const at = `${file}: the person at ${head.index}`;
      const rest = svg.slice(head.index + head[0].length);
      const group = rest.slice(0, rest.indexOf("</g>"));
      if (hasFace(group, faces)) continue;
      // A figure defined without a face is worn with one beside each use, so that each person of the scene can
      // wear the scene's expression: `<use href="#figure"/><use href="#face"/>` in the group that places them.
      const figure = /<g id="(\w+)">(?:(?!<\/?g[ >]).)*$/s.exec(svg.slice(0, head.index))?.[1];
      expect(figure, `${at} has no face and is not a figure defined to wear one`).toBeDefined();
      const uses = [...svg.matchAll(new RegExp(`<use href="#${figure}"[^>]*/>(<use href="#(\\w+)"/>)?`, "g"))];
      expect(uses.length, at).toBeGreaterThan(0);
      for (const use of uses) expect(use[0], `${at}, as it is drawn`).toMatch(/^<use href="#\w+"\/>/);
      for (const use of uses) expect(faces.has(use[2] ?? ""), `${at}: ${use[0]} wears no face`).toBe(true);
    }
  });
});

/** The scene drawings: the pictures' hand-drawn scenes, not the generated city offices. */
const scenes = drawings.filter((f) => f.startsWith("../images/drawings/") && !f.includes("/city-"));

/** A face's strokes (its paths' parts) whose first point lies in `[top, bottom)` of the head's height. */
const partsOf = (face: string, top: number, bottom: number) =>
  [...face.matchAll(/ d="([^"]*)"/g)]
    .flatMap((m) => m[1]!.split(/(?=M)/))
    .filter((part) => {
      const y = Number(/^M-?[\d.]+(-[\d.]+)/.exec(part)?.[1]);
      return y >= top && y < bottom;
    })
    .join("");
/** Its mouth, under the eyes; its brows, above them. */
const mouthOf = (face: string) => partsOf(face, -144, 0);
const browsOf = (face: string) => partsOf(face, -165, -151);

/** The faces a scene's people wear, placed in a figure, beside it or by their own transform. */
function facesWorn(svg: string): string[] {
  const faces = faceDefs(svg);
  return [...new Set([...svg.matchAll(/<use href="#(\w+)"[ /]/g)].map((m) => m[1]!))]
    .filter((id) => faces.has(id))
    .map((id) => faces.get(id)!);
}

describe("the drawings' expressions", () => {
  it("the scenes' people wear the expressions of their scenes, not one smile throughout", () => {
    const worn = scenes.map((file) => ({ file, faces: facesWorn(read(file)) })).filter((s) => s.faces.length > 0);
    expect(worn.length).toBeGreaterThan(20);
    // A smile, an open laugh, a surprised "o", a focused flat mouth, a thinking one …
    const mouths = new Set(worn.flatMap((s) => s.faces.map(mouthOf)));
    expect(mouths.size, [...mouths].join(" | ")).toBeGreaterThanOrEqual(4);
    // … and in most scenes someone wears more than the plain smile.
    const plain = (face: string) => mouthOf(face) === "M-6-140q6 5 12 0" && browsOf(face) === "";
    const smileOnly = worn.filter((s) => s.faces.every(plain)).map((s) => s.file);
    expect(smileOnly.length, smileOnly.join(", ")).toBeLessThanOrEqual(worn.length / 3);
  });
});
