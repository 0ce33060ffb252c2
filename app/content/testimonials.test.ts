// @vitest-environment node
import { describe, expect, it } from "vitest";

import { calendarIn, monthAndYear } from "~/content/calendar";

import { citiesIn } from "./cities";
import { readContent } from "./read";
import { testimonialsIn } from "./testimonials";

const { branches: cities, headOffice } = (await citiesIn("en")).content;

const { testimonials } = await readContent("testimonials", "en");
const { testimonials: bannerTestimonials } = await readContent("home", "en");

/** Every review the site prints: the 30 of /testimonials, the city pages' own, and the home banner's four. */
const all = [
  ...testimonials.map((t) => ({ name: t.name, date: t.date, move: t.move, where: "testimonials" })),
  ...cities.flatMap((c) => c.testimonials.map((t) => ({ name: t.name, date: t.date, move: t.move, where: c.name }))),
  ...bannerTestimonials.map((t) => ({ name: t.name, date: t.date, move: t.place, where: "banner" })),
];

describe("reviews with their context", () => {
  it("every review has a real month and the move it describes", () => {
    expect(all.length).toBeGreaterThan(70);
    for (const r of all) {
      expect(r.date, r.name).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(r.move.length, r.name).toBeGreaterThan(5);
    }
  });

  it("no review name appears twice, across every list", () => {
    const names = all.map((r) => r.name);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
  });

  it("the Kolkata page's reviews are the file's Kolkata customers', in every language", async () => {
    expect(headOffice.testimonials).toEqual([]);
    const kolkata = (await testimonialsIn("bn")).filter((t) => t.place === "Kolkata");
    expect(kolkata.map((t) => t.id)).toEqual(testimonials.filter((t) => t.city === "Kolkata").map((t) => t.id));
    expect(kolkata.length).toBeGreaterThanOrEqual(3);
    for (const t of kolkata) expect(t.city).toBe("কলকাতা");
  });

  it("dates read as month and year", async () => {
    expect(monthAndYear("2025-02", await calendarIn("en"))).toBe("February 2025");
  });
});
