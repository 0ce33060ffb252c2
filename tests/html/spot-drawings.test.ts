/**
 * The spot drawings (components/spot-drawing.tsx, docs/decisions/spot-drawings.md): each confirmation a form
 * lands on and each not-found page shows its scene, sized before it loads and silent to a screen reader; the
 * scenes hold no words, which would then exist in one language only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { type Spot, SPOTS, spotUrl } from "../../app/components/spot-drawing.tsx";
import { localePath, locales } from "../../app/config/locales.ts";
import { built, CLIENT, notFoundFiles } from "./built";
import { attr } from "./page-head";

const inEveryLanguage = (paths: string[]) => locales.flatMap((l) => paths.map((p) => localePath(p, l)));

const SHOWN: { page: string; spot: Spot }[] = [
  ...inEveryLanguage(["/thank-you", "/verify/report-received"]).map((page) => ({ page, spot: "received" as const })),
  ...notFoundFiles.map((page) => ({ page, spot: "lost" as const })),
];

describe("spot drawings", () => {
  it("are the drawings of the spots' folder, each a 3:2 scene with no words", () => {
    const files = readdirSync(join(CLIENT, "spots")).filter((f) => f.endsWith(".svg"));
    expect(files.sort()).toEqual(SPOTS.map((s) => `${s}.svg`).sort());
    for (const spot of SPOTS) {
      const svg = readFileSync(join(CLIENT, spotUrl(spot)), "utf8");
      expect(svg, spot).toMatch(/viewBox="0 0 480 320"/);
      expect(svg, spot).not.toMatch(/<text\b/);
    }
  });

  it.each(SHOWN)("$page shows the $spot drawing, sized and decorative", ({ page, spot }) => {
    const images = Array.from(built(page).document.querySelectorAll(`img[src="${spotUrl(spot)}"]`));
    expect(images).toHaveLength(1);
    const [img] = images;
    expect([attr(img!, "alt"), attr(img!, "width"), attr(img!, "height")]).toEqual(["", "240", "160"]);
  });
});
