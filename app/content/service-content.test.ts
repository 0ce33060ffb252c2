// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { type Locale, locales, translatedLocales } from "../config/locales";
import { premiumIn } from "./charges";
import { RATING, REPLY_MINUTES, YEARS_IN_BUSINESS } from "./facts";
import { CLAIM_WINDOW_HOURS } from "./guarantee";
import { CONTENT_DIR } from "./read";
import { CONCERNS, GUIDE_QUESTIONS, PACKING_LAYERS } from "./schemas/service-pages";
import {
  PACKING_TIP_COUNT,
  SERVICE_PAGES,
  serviceContentIn,
  type ServiceContentKind,
  type ServicePageContent,
} from "./service-content";
import { services } from "./services";

const pages = await Promise.all(
  SERVICE_PAGES.map(async (kind) => ({ kind, ...((await serviceContentIn(kind, "en")) as ServicePageContent) })),
);

/** All page-specific sentences of a service page. */
const texts = (p: ServicePageContent) => [
  p.hero.intro,
  ...p.about.paragraphs,
  ...p.steps.map((s) => s.text),
  ...p.concerns.flatMap((c) => [c.description, c.solution]),
  p.idealTime.text,
  p.costEffective.text,
];

describe("service page content", () => {
  it("has a file for each service page of the menu that the template draws", () => {
    for (const kind of SERVICE_PAGES) expect(services.map((s) => s.path)).toContain(`/${kind}`);
  });

  it("is specific to each service: no sentence repeats on another page, even with the name swapped", () => {
    const seen = new Map<string, string>();
    for (const p of pages) {
      for (const t of texts(p)) {
        const key = t.replaceAll(p.name, "").toLowerCase();
        expect(seen.get(key), `"${t}" on ${p.kind}`).toBeUndefined();
        seen.set(key, p.kind);
      }
    }
  });

  it("has price tables on all but the office and local pages", () => {
    const withTables = pages.filter((p) => p.prices).map((p) => p.kind);
    expect(withTables.sort()).toEqual([
      "defence-relocation",
      "fine-arts-relocation",
      "home-shifting",
      "vehicle-shifting",
      "warehousing",
    ]);
    expect(pages.find((p) => p.kind === "vehicle-shifting")!.prices?.tables).toHaveLength(2);
  });
});

describe("listing, packing and insurance content", async () => {
  const { cards } = await serviceContentIn("our-services", "en");
  const insurance = await serviceContentIn("goods-insurance", "en");
  const { premium } = await premiumIn("en");

  it("has no card for the defence page", () => {
    expect(cards.map((c) => c.path)).not.toContain("/defence-relocation");
  });

  it("keeps insurance advice consistent with the terms: the claim window and the premium are theirs", () => {
    const all = JSON.stringify(insurance);
    expect(all).toContain(`${CLAIM_WINDOW_HOURS} hours of delivery`);
    expect(all).toContain(`${premium} of the declared value`);
  });

  it.each(locales)("writes the company's figures in place of their placeholders in %s", async (locale) => {
    const iba = JSON.stringify(await serviceContentIn("iba-approved-transporter", locale));
    const guide = JSON.stringify(await serviceContentIn("goods-insurance", locale));
    for (const figure of [String(YEARS_IN_BUSINESS), String(RATING), String(REPLY_MINUTES)])
      expect(iba).toContain(figure);
    expect(guide).toContain((await premiumIn(locale)).premium);
    expect(`${iba}${guide}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});

describe("a service page's file that breaks a rule", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  /** The message of reading a copy of the content folder whose `kind` file in `locale` `edit` changed. */
  async function problemWith(kind: ServiceContentKind, edit: (json: Json) => void, locale: Locale = locales[0]!) {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, `${kind}.json`);
    const json = JSON.parse(readFileSync(file, "utf8")) as Json;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return serviceContentIn(kind, locale, dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const translated = translatedLocales[0]!;

  it("names the file and the step whose id is used twice", async () => {
    const message = await problemWith("home-shifting", (page) => (page.steps[1].id = page.steps[0].id));
    expect(message).toContain(join("en", "home-shifting.json"));
    expect(message).toMatch(/steps\[1\]\.id: the id '[a-z-]+' is used twice/);
  });

  it("refuses a service page without its four steps", async () => {
    expect(await problemWith("local-shifting", (page) => page.steps.pop())).toContain(
      "steps: 4 steps: the page draws one icon for each",
    );
  });

  it("refuses concerns other than the four, in their order", async () => {
    const message = await problemWith("warehousing", (page) => page.concerns.reverse());
    expect(message).toContain(`concerns: the four concerns ${CONCERNS.map((c) => `'${c}'`).join(", ")}`);
  });

  it("refuses a priced page without its prices, and a price table that does not exist", async () => {
    expect(await problemWith("home-shifting", (page) => delete page.prices)).toMatch(/prices: /);
    expect(await problemWith("home-shifting", (page) => (page.prices.tables = ["flats"]))).toContain(
      "prices.tables[0]: one of the price tables",
    );
  });

  it("refuses a photo that is no slot and a description longer than search results show", async () => {
    expect(await problemWith("office-relocation", (page) => (page.image = "office.jpg"))).toContain(
      "image: one of the photo slots",
    );
    expect(await problemWith("office-relocation", (page) => (page.meta.description += "x".repeat(160)))).toContain(
      "meta.description: a description of 50 to 160 characters",
    );
  });

  it("refuses a placeholder that is no figure, in English and in a translation", async () => {
    expect(await problemWith("goods-insurance", (page) => (page.help.text = "Call us {hours} a day."))).toContain(
      "help.text: '{hours}' is none of the figures",
    );
    const message = await problemWith(
      "iba-approved-transporter",
      (page) => (page.trust.points[1] = "{yeras}+"),
      translated,
    );
    expect(message).toContain(join(translated, "iba-approved-transporter.json"));
    expect(message).toContain("trust.points[1]: '{yeras}' is none of the figures");
  });

  it("refuses a card that leads to no service page or has other than three tips", async () => {
    expect(await problemWith("our-services", (json) => (json.cards[0].path = "/moving"))).toContain(
      "cards[0].path: one of the services' pages",
    );
    expect(await problemWith("our-services", (json) => json.cards[2].tips.pop())).toContain(
      "cards[2].tips: three tips",
    );
  });

  it("refuses a packing guide with another number of tips than its heading counts", async () => {
    expect(await problemWith("packing", (json) => json.tips.pop())).toContain(
      `tips: ${PACKING_TIP_COUNT} tips: the page's heading counts them`,
    );
  });

  it("refuses a benefit without its icon", async () => {
    expect(
      await problemWith("iba-approved-transporter", (json) => json.benefits.push({ ...json.benefits[0], id: "more" })),
    ).toContain("benefits: 4 benefits: the page draws one icon for each");
  });

  it("refuses a page whose phone folds a table with no summary, or names a table it does not fold", async () => {
    expect(await problemWith("vehicle-shifting", (page) => delete page.prices.folded)).toContain(
      "prices.folded: a summary for each table after the first, in their order: 'bike'",
    );
    expect(
      await problemWith("home-shifting", (page) => (page.prices.folded = [{ id: "bike", summary: "Bikes" }])),
    ).toContain("prices.folded: no summary: a page's only table is never folded");
  });

  it("refuses a guide page with another number of questions or packing layers than its words count", async () => {
    expect(await problemWith("goods-insurance", (json) => json.faqs.pop())).toContain(
      `faqs: ${GUIDE_QUESTIONS} questions: the intro counts them`,
    );
    expect(await problemWith("packing", (json) => json.guide.layers.pop())).toContain(
      `guide.layers: ${PACKING_LAYERS} layers: the page draws one icon for each`,
    );
    expect(await problemWith("packing", (json) => (json.description = "Packing tips."))).toContain(
      "description: a description of 50 to 160 characters",
    );
  });

  it("refuses the template's rating without its figure, in English and in a translation", async () => {
    expect(await problemWith("service-page", (json) => (json.hero.rated = "Highly rated"))).toContain(
      "hero.rated: names '{rating}'",
    );
    const message = await problemWith("service-page", (json) => (json.hero.rated = "4.9/5"), translated);
    expect(message).toContain(join(translated, "service-page.json"));
    expect(message).toContain("hero.rated: names '{rating}'");
  });

  it("refuses a translation of the template's words that leaves one out", async () => {
    const message = await problemWith("service-page", (json) => delete json.concerns.solution, translated);
    expect(message).toContain(join(translated, "service-page.json"));
    expect(message).toContain("concerns.solution");
  });

  it("refuses a translation that misses a step or writes a neutral field", async () => {
    expect(await problemWith("home-shifting", (page) => page.steps.pop(), translated)).toMatch(
      /steps: '[a-z-]+' is not translated/,
    );
    expect(await problemWith("home-shifting", (page) => (page.image = "warehouse"), translated)).toContain(
      join(translated, "home-shifting.json"),
    );
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
