/**
 * The seven service pages as pre-rendered (SPEC §2 "Service detail pages", §9 prices), in every language: the
 * template's fixed parts, each page's own content from its record, and the price figures the spec fixes.
 */
import { describe, expect, it } from "vitest";

import { locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import type { ServicePageKind } from "../../app/content/service-content.ts";
import { servicePageOf } from "../words";
import { site, textOf } from "./built";
import { hrefsIn, inEveryLanguage, linkIn, mainOf, sectionOf, textsIn } from "./page-parts";

/** A figure the spec fixes, at its row and column of the table's body (negative: counted from the end). */
type EndPoint = [row: number, column: number, figure: string];

/** SPEC §9: 1 BHK from the first band to the last, and 4+ BHK likewise (home, storage, defence, fine art). */
const HOUSEHOLD: EndPoint[] = [
  [0, 0, "11,000–21,000"],
  [-1, 0, "23,500–36,700"],
  [0, -1, "22,500–34,500"],
  [-1, -1, "41,000–60,000"],
];
/** SPEC §9: hatchback and sports car, first band and last. */
const CAR: EndPoint[] = [
  [0, 0, "5,500–11,000"],
  [0, -1, "15,000–26,000"],
  [-1, 0, "20,000–24,000"],
  [-1, -1, "35,000–45,000"],
];
/** The bike table's smallest and sports bikes, nearest band and farthest. */
const BIKE: EndPoint[] = [
  [0, 0, "2,000–3,500"],
  [0, -1, "4,000–5,000"],
  [4, 0, "4,500–7,000"],
  [4, -1, "11,000–15,000"],
];

/** A table by its id in the price tables (content/<language>/prices.json) and its English caption as the spec names it. */
const PAGES: { kind: ServicePageKind; tables: { id: string; caption: RegExp; endPoints: EndPoint[] }[] }[] = [
  { kind: "home-shifting", tables: [{ id: "home-shifting", caption: /home shifting/i, endPoints: HOUSEHOLD }] },
  {
    kind: "vehicle-shifting",
    tables: [
      { id: "car", caption: /car transport/i, endPoints: CAR },
      { id: "bike", caption: /bike transport/i, endPoints: BIKE },
    ],
  },
  { kind: "office-relocation", tables: [] },
  { kind: "warehousing", tables: [{ id: "warehousing", caption: /storage moves/i, endPoints: HOUSEHOLD }] },
  { kind: "local-shifting", tables: [] },
  { kind: "defence-relocation", tables: [{ id: "defence", caption: /defence moves/i, endPoints: HOUSEHOLD }] },
  { kind: "fine-arts-relocation", tables: [{ id: "fine-arts", caption: /fine art moves/i, endPoints: HOUSEHOLD }] },
];

/** Each page in every language, with its English content as its loader reads it. */
const CASES = (
  await Promise.all(
    PAGES.map(async (page) => {
      const content = await servicePageOf("en", page.kind);
      return inEveryLanguage([content.path]).map(([path, locale]) => ({ path, locale, content, ...page }));
    }),
  )
).flat();

/** Each language's caption of each price table, by the table's id. */
const CAPTIONS = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const { tables } = await readContent("prices", l);
      return [l, new Map(tables.map((t) => [t.id, t.caption]))] as const;
    }),
  ),
);

/** The headings SPEC §2 fixes for every service page, by the id the template gives each. */
const FIXED_SECTIONS: [id: string, english: string][] = [
  ["how-it-works-heading", "How does it work?"],
  ["concerns-heading", "Common relocation concerns"],
  ["ideal-time-heading", "Ideal time for moving"],
  ["cost-effective-heading", "Cost-effective solutions"],
  ["happy-clients-heading", "Happy clients"],
];

const at = <T>(list: T[], i: number) => list[i < 0 ? list.length + i : i];

describe("service pages", () => {
  it.each(CASES)("$path: breadcrumb Home › Our Services › the service's name", ({ path, locale, content }) => {
    const crumbs = [...mainOf(path).ownerDocument.querySelectorAll("nav ol")].find((ol) =>
      ol.querySelector('[aria-current="page"]'),
    )!;
    const items = [...crumbs.querySelectorAll(":scope > li")];
    expect(items).toHaveLength(3);
    expect(hrefsIn(crumbs)).toEqual([linkIn(locale, "/"), linkIn(locale, "/our-services")]);
    expect(items[2]!.querySelector('[aria-current="page"]')).not.toBeNull();
    if (locale === "en") expect(textOf(items[2])).toBe(content.name);
    else expect(textOf(items[2])).not.toBe("");
  });

  it.each(CASES)("$path: one h1, the quote card's form, the banner to /our-services", ({ path, locale }) => {
    const main = mainOf(path);
    expect(main.ownerDocument.querySelectorAll("h1")).toHaveLength(1);
    const forms = [...main.querySelectorAll("form")].filter((f) => !f.closest("dialog"));
    expect(forms).toHaveLength(1);
    if (locale === "en")
      expect(textOf(forms[0]!.closest("section")!.querySelector("h2"))).toBe("Want to relocate easy & fast?");
    expect(hrefsIn(sectionOf(path, "services-banner-heading"))).toEqual([linkIn(locale, "/our-services")]);
  });

  it.each(CASES)(
    "$path: the call pop-up is there, closed, and dials the main phone; the quote pop-up loads when asked for",
    ({ path }) => {
      const dialogs = [...mainOf(path).querySelectorAll("dialog")];
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]!.hasAttribute("open")).toBe(false);
      expect(hrefsIn(dialogs[0]!)).toEqual([`tel:+91${site.phone}`]);
      // Its button is there; the form is not in the page until the visitor asks for it (tests/e2e/services.spec.ts).
      expect(mainOf(path).querySelectorAll('button[aria-haspopup="dialog"]')).toHaveLength(2);
      expect(mainOf(path).querySelector('[data-testid="quote-sheet"]')).toBeNull();
    },
  );

  it.each(CASES)(
    "$path: the fixed sections, four steps and four concerns each with a solution",
    ({ path, locale, content }) => {
      for (const [id, english] of FIXED_SECTIONS) {
        const heading = sectionOf(path, id).querySelector(`#${id}`);
        expect(heading?.tagName).toBe("H2");
        if (locale === "en") expect(textOf(heading)).toBe(english);
      }
      expect(sectionOf(path, "how-it-works-heading").querySelectorAll("ol > li")).toHaveLength(4);
      const concerns = [...sectionOf(path, "concerns-heading").querySelectorAll("ul > li")];
      expect(concerns).toHaveLength(4);
      concerns.forEach((c, i) => {
        const solution = c.querySelector("p > strong")?.parentElement;
        expect(solution, `concern ${i + 1}`).toBeTruthy();
        if (locale === "en") {
          expect(textOf(c.querySelector("h3"))).toBe(content.concerns[i]!.title);
          expect(textOf(solution)).toBe(`Our solution: ${content.concerns[i]!.solution}`);
        }
      });
      expect(sectionOf(path, "happy-clients-heading").querySelectorAll("figure").length).toBeGreaterThan(0);
    },
  );

  it.each(CASES)(
    "$path: price tables with the spec's end points, captioned approximate",
    ({ path, locale, tables }) => {
      const shown = [...mainOf(path).querySelectorAll("table")];
      expect(shown).toHaveLength(tables.length);
      tables.forEach((t, i) => {
        const table = shown[i]!;
        const caption = textOf(table.querySelector("caption"));
        // The spec's words in English; in every language, the caption its price tables give the table.
        if (locale === "en") expect(caption).toMatch(/approximate/i);
        if (locale === "en") expect(caption).toMatch(t.caption);
        expect(caption).toBe(CAPTIONS[locale]!.get(t.id));
        const rows = [...table.querySelectorAll("tbody tr")].map((r) => textsIn(r, "td"));
        for (const [row, column, figure] of t.endPoints) expect(at(at(rows, row)!, column)).toBe(figure);
      });
    },
  );
});

describe("service page tips the spec fixes", () => {
  it.each(inEveryLanguage(["/vehicle-shifting"]))("%s: car fuel below 25% before loading", (path) => {
    expect(textOf(mainOf(path))).toMatch(/25\s?%/);
  });
});

describe("the IBA and insurance pages' heroes", () => {
  it.each(inEveryLanguage(["/iba-approved-transporter", "/goods-insurance"]))(
    "%s: a link to the page's own quote form, and a call to the main phone, in its hero",
    (path) => {
      const hero = mainOf(path).ownerDocument.querySelector("h1")!.closest("section")!;
      const links = hrefsIn(hero);
      const jump = links.find((href) => href.startsWith("#"));
      const form = jump ? hero.ownerDocument.getElementById(jump.slice(1))?.querySelector("form") : null;
      expect(form?.getAttribute("method"), `${path}: the form ${jump ?? "(no link)"} leads to`).toBe("post");
      expect(links).toContain(`tel:+91${site.phone}`);
    },
  );
});
