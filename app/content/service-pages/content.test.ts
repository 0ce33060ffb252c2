// @vitest-environment node
import { describe, expect, it } from "vitest";

import { services } from "~/content/services";

import {
  defenceRelocation,
  fineArtsRelocation,
  homeShifting,
  insurance,
  localShifting,
  officeRelocation,
  packingTips,
  serviceCards,
  type ServicePageContent,
  vehicleShifting,
  warehousing,
} from "./index";

const pages: ServicePageContent[] = [
  homeShifting,
  vehicleShifting,
  officeRelocation,
  warehousing,
  localShifting,
  defenceRelocation,
  fineArtsRelocation,
];

/** All page-specific sentences of a service page. */
const texts = (p: ServicePageContent) => [
  p.hero.intro,
  ...p.about.paragraphs,
  ...p.steps.map((s) => s.text),
  ...p.concerns.flatMap((c) => [c.description, c.solution]),
  p.idealTime.text,
  p.costEffective.text,
];

/** A text with the service's own name taken out, so a name swap does not count as different. */
const neutral = (p: ServicePageContent, t: string) => t.replaceAll(p.name, "").toLowerCase();

describe("service page content", () => {
  it("covers the seven service routes", () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      [
        "/home-shifting",
        "/vehicle-shifting",
        "/office-relocation",
        "/warehousing",
        "/local-shifting",
        "/defence-relocation",
        "/fine-arts-relocation",
      ].sort(),
    );
    for (const p of pages)
      expect(
        services.some((s) => s.path === p.path),
        p.path,
      ).toBe(true);
  });

  it("is specific to each service: no sentence repeats on another page, even with the name swapped", () => {
    const seen = new Map<string, string>();
    for (const p of pages) {
      for (const t of texts(p)) {
        const key = neutral(p, t);
        expect(seen.get(key), `"${t}" on ${p.path}`).toBeUndefined();
        seen.set(key, p.path);
      }
    }
  });

  it("answers the four concerns in order, each with a solution", () => {
    for (const p of pages) {
      expect(p.concerns.map((c) => c.kind)).toEqual(["authentic", "diy", "packaging", "budget"]);
      for (const c of p.concerns) expect(c.solution.length).toBeGreaterThan(20);
    }
  });

  it("has price tables on all but the office and local pages", () => {
    const withTables = pages.filter((p) => p.prices).map((p) => p.path);
    expect(withTables.sort()).toEqual([
      "/defence-relocation",
      "/fine-arts-relocation",
      "/home-shifting",
      "/vehicle-shifting",
      "/warehousing",
    ]);
    expect(vehicleShifting.prices?.tables).toHaveLength(2);
  });

  it("meta descriptions are 50–160 characters", () => {
    for (const p of pages) {
      expect(p.meta.description.length, p.path).toBeGreaterThanOrEqual(50);
      expect(p.meta.description.length, p.path).toBeLessThanOrEqual(160);
    }
  });
});

describe("listing, packing and insurance content", () => {
  it("has ten service cards with three tips each and no defence card", () => {
    expect(serviceCards).toHaveLength(10);
    for (const c of serviceCards) expect(c.tips).toHaveLength(3);
    expect(serviceCards.map((c) => c.path)).not.toContain("/defence-relocation");
  });

  it("has nine packing tips", () => {
    expect(packingTips).toHaveLength(9);
  });

  it("keeps insurance advice consistent with the terms", () => {
    const all = JSON.stringify(insurance);
    expect(all).toContain("within 24 hours of delivery");
    // The premium is the charges file's, put in by the page's loader (app/routes/goods-insurance.tsx).
    expect(all).toContain("{premium} of the declared value");
  });
});

describe("Happy Clients selection", async () => {
  const { pickTestimonials } = await import("~/content/testimonials");
  const list = [
    { name: "A", date: "2025-01", move: "m", city: "Delhi", service: "/home-shifting", text: "a" },
    { name: "B", date: "2025-01", move: "m", city: "Pune", service: "/vehicle-shifting", text: "b" },
    { name: "C", date: "2025-01", move: "m", city: "Patna", service: "/home-shifting", text: "c" },
    { name: "D", date: "2025-01", move: "m", city: "Ranchi", service: "/warehousing", text: "d" },
  ];

  it("puts reviews of the page's service first", () => {
    expect(pickTestimonials(list, "/home-shifting", 3).map((t) => t.name)).toEqual(["A", "C", "B"]);
  });

  it("falls back to the first reviews when none match", () => {
    expect(pickTestimonials(list, "/goods-insurance", 2).map((t) => t.name)).toEqual(["A", "B"]);
    expect(pickTestimonials(list, undefined, 5)).toHaveLength(4);
  });
});
