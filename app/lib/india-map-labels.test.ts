import { describe, expect, it } from "vitest";

import { type Locale, locales } from "~/config/locales";
import { placesIn } from "~/content/cities";

import { mapSize, project } from "./india-map";
import { LABEL_SIZE, labelPlace, leaderLine, markRadius } from "./india-map-labels";

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A name's width, over-estimated: 0.64 of the font size per code point. Measured in Chromium, the widest names run
 * to 0.61 (Latin, Inter semibold), 0.57 (Devanagari) and 0.62 (Bengali) of it, the phones' Indic fonts included;
 * vowel signs and viramas counted as letters make the Indic estimate generous.
 */
const width = (name: string) => [...name].length * 0.64 * LABEL_SIZE;

/** The halo drawn round each name (half its stroke). */
const HALO = 2;

/** The box a name covers, from its baseline: the ascenders and the Indic vowel signs above, the descenders below. */
function nameBox(name: string, x: number, y: number, slug: string): Box {
  const { dx, dy, anchor } = labelPlace(slug);
  const w = width(name);
  const left = x + dx - (anchor === "start" ? 0 : anchor === "end" ? w : w / 2);
  const baseline = y + dy;
  return {
    what: `"${name}"`,
    left: left - HALO,
    right: left + w + HALO,
    top: baseline - LABEL_SIZE - HALO,
    bottom: baseline + 0.4 * LABEL_SIZE + HALO,
  };
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every city's mark and name as drawn in `locale`. */
async function drawn(locale: Locale) {
  const { cities } = await placesIn(locale);
  return cities.map((city) => {
    const { x, y } = project(city.lat, city.lon);
    const r = city.headOffice ? markRadius.head : markRadius.branch;
    const mark: Box = { what: `${city.slug}'s mark`, left: x - r, right: x + r, top: y - r, bottom: y + r };
    return { city, x, y, r, mark, name: nameBox(city.name, x, y, city.slug) };
  });
}

describe.each(locales)("the /network map's city names in %s", (locale) => {
  it("cover no other name and no other city's mark", async () => {
    const pins = await drawn(locale);
    const problems: string[] = [];
    for (const a of pins)
      for (const b of pins) {
        if (a === b) continue;
        if (a.city.slug < b.city.slug && overlap(a.name, b.name)) problems.push(`${a.name.what} over ${b.name.what}`);
        if (overlap(a.name, b.mark)) problems.push(`${a.name.what} over ${b.mark.what}`);
      }
    expect(problems).toEqual([]);
  });

  it("stay inside the drawing", async () => {
    for (const { name } of await drawn(locale)) {
      expect(name.left, name.what).toBeGreaterThanOrEqual(0);
      expect(name.top, name.what).toBeGreaterThanOrEqual(0);
      expect(name.right, name.what).toBeLessThanOrEqual(mapSize.width);
      expect(name.bottom, name.what).toBeLessThanOrEqual(mapSize.height);
    }
  });

  it("join a name set away from its mark to the mark with a line that crosses no other mark", async () => {
    const pins = await drawn(locale);
    for (const { city, x, y, r, name } of pins) {
      const line = leaderLine(labelPlace(city.slug), r);
      const { dx, dy } = labelPlace(city.slug);
      const far = Math.hypot(dx, dy) > r + LABEL_SIZE;
      expect(line !== undefined || !far, `${city.slug}: a line to a name far from its mark`).toBe(true);
      if (!line) continue;
      // The line starts at the mark's edge and ends at the name's box, or within a few units of it.
      expect(Math.hypot(line.x1, line.y1), city.slug).toBeCloseTo(r + 2, 0);
      const [ex, ey] = [x + line.x2, y + line.y2];
      expect(ex, city.slug).toBeGreaterThanOrEqual(name.left - 4);
      expect(ex, city.slug).toBeLessThanOrEqual(name.right + 4);
      expect(ey, city.slug).toBeGreaterThanOrEqual(name.top - 4);
      expect(ey, city.slug).toBeLessThanOrEqual(name.bottom + 4);
      // Sampled along its length, the line passes over no other city's mark.
      for (const other of pins) {
        if (other.city === city) continue;
        for (let t = 0; t <= 1; t += 0.05) {
          const px = x + line.x1 + (line.x2 - line.x1) * t;
          const py = y + line.y1 + (line.y2 - line.y1) * t;
          expect(Math.hypot(px - other.x, py - other.y), `${city.slug}'s line over ${other.city.slug}`).toBeGreaterThan(
            other.r,
          );
        }
      }
    }
  });
});
