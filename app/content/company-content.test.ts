// @vitest-environment node
import { describe, expect, it } from "vitest";

import { site } from "../config/site";
import { calendarIn } from "./calendar";
import { premiumIn } from "./charges";
import { citiesIn } from "./cities";
import { aboutIn, processIn } from "./company";
import { courtsOf, courtsPlace } from "./facts";
import { CLAIM_WINDOW_HOURS } from "./guarantee";
import { legalIn, type LegalSection } from "./legal";
import { readContent } from "./read";
import { services } from "./services";

/** The company's name as a page in a language that does not inflect it writes it. */
const siteBrand = { brand: site.brand };

/** The head office as the cities file has it in English: where the courts are when its state is registered. */
const { headOffice } = (await citiesIn("en")).english;

const { testimonials } = await readContent("testimonials", "en");

const ctx = {
  brand: "Test Movers",
  email: "help@test.example",
  phone: "+91 90000 00000",
  address: "1 Road, Newtown, Kolkata, West Bengal 700161",
  url: "https://test.example",
  courts: courtsOf("West Bengal", headOffice),
};

const { terms, privacy } = await legalIn("en", ctx, courtsPlace(ctx.courts), await calendarIn("en"));

describe("testimonials", () => {
  it("has 30 reviews, each with a name, a city, a real service path and a full sentence", () => {
    expect(testimonials).toHaveLength(30);
    const paths = new Set(services.map((s) => s.path));
    for (const t of testimonials) {
      expect(t.name.trim()).not.toBe("");
      expect(t.city.trim()).not.toBe("");
      expect(paths.has(t.service), t.service).toBe(true);
      expect(t.text.length).toBeGreaterThan(60);
    }
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(30);
  });

  it("gives every service at least two reviews to show", () => {
    for (const s of services)
      expect(testimonials.filter((t) => t.service === s.path).length, s.path).toBeGreaterThanOrEqual(2);
  });
});

describe("about and process copy", async () => {
  const { counters } = await aboutIn("en", siteBrand);
  const { steps, reasons } = await processIn("en", siteBrand);

  it("counts to the spec's figures", () => {
    expect(counters.map((c) => `${c.value}${c.suffix}`)).toEqual(["10+", "5000+", "100+", "99%"]);
  });
  it("tells the same four steps as the home page (one story) and six trust reasons", () => {
    expect(steps).toHaveLength(4);
    expect(reasons).toHaveLength(6);
  });
});

describe("legal texts", () => {
  const text = (sections: LegalSection[]) => sections.flatMap((s) => s.blocks.flat()).join("\n");

  it("terms: ten sections carrying the spec's constants", async () => {
    expect(terms).toHaveLength(10);
    const all = text(terms);
    expect(CLAIM_WINDOW_HOURS).toBe(24);
    expect(all).toContain("within 24 hours of delivery");
    expect(all).toContain(`usually ${(await premiumIn("en")).premium} of the declared value`);
    expect(all).toMatch(/limited to the lower of the declared value .* or the insurance cover/);
    expect(all).toContain("laws of India");
    expect(all).toContain("courts at Kolkata, West Bengal");
    expect(all).toContain(ctx.brand);
    expect(all).not.toMatch(/[{}]/);
  });

  it("privacy: nine sections naming the services the site uses, and the site's contact details", () => {
    expect(privacy.map((s) => s.id)).toEqual([
      "information-collected",
      "use",
      "security",
      "electronic-communication",
      "log-files",
      "third-parties",
      "consent",
      "updates",
      "contact",
    ]);
    const all = text(privacy);
    for (const name of ["Web3Forms", "EmailJS", "OpenStreetMap Nominatim", "OpenStreetMap (map)"])
      expect(all).toContain(name);
    expect(all).toContain(ctx.email);
    expect(all).toContain(ctx.address);
  });
});
