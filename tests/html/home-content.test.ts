/**
 * What the home page's HTML shows before any script runs (SPEC §1, §2 "Home page" and "FAQ section", §9), in
 * every language: the twins differ in words, not in links, counts or figures.
 */
import { describe, expect, it } from "vitest";

import { localeOf, localePath, locales } from "../../app/config/locales.ts";
import { cityPath } from "../../app/content/places.ts";
import { readContent } from "../../app/content/read.ts";
import { built, pages, textOf } from "./built";
import { hrefsIn, inEveryLanguage, linkIn, mainOf, sectionOf, textsIn } from "./page-parts";

/** SPEC §2: the six cards, their titles and targets, in this order (Packing's capital P is the spec's). */
const CARDS: [title: string, href: string][] = [
  ["Home Shifting", "/home-shifting"],
  ["Corporate Relocation", "/office-relocation"],
  ["Vehicle Transport", "/vehicle-shifting"],
  ["Warehousing", "/warehousing"],
  ["Packing & Unpacking", "/Packing"],
  ["Local Shifting", "/local-shifting"],
];

/** The service network's branches: app/content/cities.test.ts holds them to SPEC §2's list, order and slug rule. */
const BRANCHES = (await readContent("cities", "en")).cities.filter((c) => !c.headOffice);

/** SPEC §9's two home tables, as printed: row by row, cells after the row's label. */
const LOCAL_ROWS = [
  ["800–1,500", "1,800–2,800", "3,000–3,400", "6,000–8,500"],
  ["2,200–3,400", "3,300–4,500", "4,600–5,900", "3,000–4,600"],
  ["700–900", "1,000–1,400", "1,800–2,000", "2,600–3,600"],
  ["900–1,600", "2,000–3,000", "3,300–5,500", "3,400–5,800"],
  null, // Handyman: "As Actual" in every column, in the page's words
  ["4,600–7,400", "8,100–11,700", "12,700–16,800", "15,000–22,500"],
];
const NATIONAL_ROWS = [
  ["15,500", "24,000", "34,000", "8,000–10,000", "7,500–12,500"],
  ["18,000", "28,000", "36,000", "9,000–10,500", "9,500–18,500"],
  ["19,500", "28,500", "35,500", "9,500–11,500", "10,500–22,000"],
  ["11,000", "14,000", "19,500", "6,000–9,000", "6,000–9,000"],
  ["19,500", "28,000", "35,000", "9,000–11,500", "10,000–21,000"],
  ["16,000", "27,000", "38,000", "12,000–16,000", "11,000–26,000"],
];

/** Each language's caption of each price table, by the table's id (content/<language>/prices.json). */
const CAPTIONS = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const { tables } = await readContent("prices", l);
      return [l, new Map(tables.map((t) => [t.id, t.caption]))] as const;
    }),
  ),
);

const HOME = inEveryLanguage(["/"]);
const { clients } = await readContent("home", "en");

describe("home: hero, banner and service cards", () => {
  it.each(HOME)(
    "%s: 'Get a Quote' goes to /free-estimate, 'Learn More' to /about; no pop-up is pre-rendered",
    (path, l) => {
      const hero = sectionOf(path, "home-title");
      expect(built(path).document.querySelectorAll("h1")).toHaveLength(1);
      expect(hero.querySelector("h1")).not.toBeNull();
      const hrefs = hrefsIn(hero);
      expect(hrefs).toContain(linkIn(l, "/free-estimate"));
      expect(hrefs).toContain(linkIn(l, "/about"));
      if (l === "en") {
        expect(textOf(hero.querySelector("h1"))).toMatch(/fast, safe and affordable/i);
        const link = (name: RegExp) => [...hero.querySelectorAll("a")].find((a) => name.test(textOf(a)));
        expect(link(/^Get a Quote$/)?.getAttribute("href")).toBe("/free-estimate");
        expect(link(/^Learn More\b/)?.getAttribute("href")).toBe("/about");
      }
      // The pop-up opens after hydration only: the HTML has neither it nor any open dialog.
      const { document } = built(path);
      expect(document.querySelectorAll("dialog[open]")).toHaveLength(0);
      expect(document.querySelectorAll('[data-testid="quote-sheet"]')).toHaveLength(0);
    },
  );

  it.each(HOME)("%s: the banner's 'Check Our Services' goes to /our-services", (path, l) => {
    const banner = sectionOf(path, "services-banner-title");
    expect(hrefsIn(banner)).toEqual([linkIn(l, "/our-services")]);
    if (l === "en") expect(textOf(banner.querySelector("a"))).toBe("Check Our Services");
  });

  it.each(HOME)("%s: six cards, each one link on its heading, in the spec's order and targets", (path, l) => {
    const section = sectionOf(path, "services-title");
    const cards = [...section.querySelectorAll("ul > li")];
    expect(cards).toHaveLength(CARDS.length);
    cards.forEach((card) => {
      expect(card.querySelectorAll("a")).toHaveLength(1);
      expect(card.querySelector("h3 > a")).not.toBeNull();
    });
    expect(hrefsIn(section)).toEqual(CARDS.map(([, href]) => linkIn(l, href)));
    if (l === "en") expect(textsIn(section, "h3")).toEqual(CARDS.map(([title]) => title));
  });
});

describe("home: process, reasons and claims", () => {
  it.each(HOME)("%s: four steps, four reasons and the four claims' figures", (path, l) => {
    const steps = textsIn(sectionOf(path, "how-title"), "ol > li h3");
    const why = sectionOf(path, "why-title");
    // Both lists are named (the reasons as a phone row): the reasons come first, the claims last.
    const reasons = textsIn(why, "ul:first-of-type > li h3");
    const claims = textsIn(why, "ul:last-of-type > li");
    expect(steps).toHaveLength(4);
    expect(reasons).toHaveLength(4);
    expect(claims).toHaveLength(4);
    // SPEC §1: 10+ years, IBA approval, 4.9/5, 100% safety guarantee.
    [/^10\+/, /^IBA/, /^4\.9\/5/, /^100%/].forEach((figure, i) => expect(claims[i]).toMatch(figure));
    if (l === "en") {
      [
        /share your moving details/i,
        /free pre-move consultation/i,
        /customised quotation/i,
        /hassle-free moving/i,
      ].forEach((title, i) => expect(steps[i]).toMatch(title));
      [
        /expertise and experience/i,
        /customer satisfaction/i,
        /affordable pricing/i,
        /efficiency and reliability/i,
      ].forEach((title, i) => expect(reasons[i]).toMatch(title));
      expect(claims[3]).toMatch(/safety guarantee/i);
    }
  });
});

describe("home: price tables", () => {
  it.each(HOME)("%s: the local and national tables carry SPEC §9's figures, captioned approximate", (path, l) => {
    const tables = [...sectionOf(path, "prices-title").querySelectorAll("table")];
    expect(tables).toHaveLength(2);
    for (const [table, rows, id] of [
      [tables[0]!, LOCAL_ROWS, "local-shifting"],
      [tables[1]!, NATIONAL_ROWS, "national-shifting"],
    ] as const) {
      const caption = textOf(table.querySelector("caption"));
      // SPEC §9's word in English; in every language, the caption its price tables give the table.
      if (l === "en") expect(caption).toMatch(/approximate/i);
      expect(caption).toBe(CAPTIONS[l]!.get(id));
      const body = [...table.querySelectorAll("tbody tr")];
      expect(body).toHaveLength(rows.length);
      body.forEach((row, i) => {
        const cells = textsIn(row, "td");
        const expected = rows[i];
        if (expected) expect(cells).toEqual(expected);
        else {
          // Charged at cost: the same words in every column, no figure.
          expect(new Set(cells).size).toBe(1);
          expect(cells[0]).not.toMatch(/\d/);
          if (l === "en") expect(cells[0]).toBe("As Actual");
        }
      });
    }
    if (l === "en") expect(textOf(tables[1]!.querySelector("tbody tr th"))).toBe("Delhi");
  });
});

describe("home: testimonials and client logos", () => {
  it.each(HOME)("%s: the banner holds its four texts, the first one shown", (path) => {
    const banner = sectionOf(path, "testimonial-banner-title");
    expect(banner.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = [...banner.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(4);
    expect(slides.map((s) => s.getAttribute("aria-hidden"))).toEqual(["false", "true", "true", "true"]);
    slides.forEach((s) => expect(textOf(s.querySelector("blockquote")).length).toBeGreaterThan(40));
  });

  it.each(HOME)("%s: ten client logos, each with its own alt text, the loop's copies silent", (path) => {
    const region = sectionOf(path, "clients-title").querySelector('[role="region"][aria-roledescription="carousel"]')!;
    const imgs = [...region.querySelectorAll("img")];
    const named = imgs.filter((i) => i.getAttribute("alt") !== "");
    expect(named).toHaveLength(10);
    expect(new Set(named.map((i) => i.getAttribute("alt"))).size).toBe(10);
    expect(named.map((i) => i.getAttribute("src"))).toEqual(clients.map((c) => c.logo));
    // The copies that close the loop are hidden from assistive technology.
    imgs.slice(10).forEach((i) => expect(i.closest("li")?.getAttribute("aria-hidden")).toBe("true"));
    // Lazy in the HTML: the logos do not compete with the first paint.
    imgs.forEach((i) => expect(i.getAttribute("loading")).toBe("lazy"));
  });
});

/** Every page that shows the service-network block. */
const withCityList = pages.filter((p) => built(p).document.querySelector('nav[data-testid="city-list"]'));

describe("the service network's city list", () => {
  it("is on home, every service page, the listing, the IBA and insurance pages, in each language", () => {
    for (const l of locales)
      for (const p of [
        "/",
        "/home-shifting",
        "/vehicle-shifting",
        "/office-relocation",
        "/warehousing",
        "/local-shifting",
        "/defence-relocation",
        "/fine-arts-relocation",
        "/our-services",
        "/iba-approved-transporter",
        "/goods-insurance",
      ])
        expect(withCityList).toContain(localePath(p, l));
  });

  it.each(withCityList)("%s: the 17 cities in the spec's order, each linking to /network/{slug}", (path) => {
    const l = localeOf(path);
    const list = built(path).document.querySelector('nav[data-testid="city-list"]')!;
    expect(hrefsIn(list)).toEqual(BRANCHES.map((c) => linkIn(l, cityPath(c.id))));
    if (l === "en") textsIn(list, "a").forEach((text, i) => expect(text).toContain(BRANCHES[i]!.name));
  });
});

/** Pages with the ten-question FAQ accordion. */
const FAQ_PAGES = inEveryLanguage([
  "/",
  "/faq",
  "/home-shifting",
  "/vehicle-shifting",
  "/office-relocation",
  "/warehousing",
  "/local-shifting",
  "/defence-relocation",
  "/fine-arts-relocation",
]);

describe("FAQ accordion", () => {
  it.each(FAQ_PAGES)("%s: ten closed items in one exclusive group, with SPEC §9's survey and cancel rules", (path) => {
    const items = [...mainOf(path).querySelectorAll("details")].filter((d) => d.getAttribute("name") === "faq");
    expect(items).toHaveLength(10);
    items.forEach((d) => {
      expect(d.hasAttribute("open")).toBe(false);
      expect(d.querySelector(":scope > summary")).not.toBeNull();
    });
    // The survey notice and the reschedule deadline (SPEC §9), figures in any language.
    expect(textOf(items[3])).toMatch(/3[–-]5/);
    expect(textOf(items[8])).toMatch(/\b48\b/);
  });

  it.each(inEveryLanguage(["/faq"]))("%s: a hero and a contact prompt with phone, e-mail and /contact", (path, l) => {
    expect(built(path).document.querySelectorAll("h1")).toHaveLength(1);
    if (l === "en") expect(textOf(built(path).document.querySelector("h1"))).toBe("Frequently asked questions");
    const prompt = sectionOf(path, "faq-contact-title");
    const hrefs = hrefsIn(prompt);
    expect(hrefs).toContain(linkIn(l, "/contact"));
    expect(hrefs.some((h) => /^tel:\+91\d{10}$/.test(h))).toBe(true);
    expect(hrefs.some((h) => /^mailto:.+@.+/.test(h))).toBe(true);
  });
});
