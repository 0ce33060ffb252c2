/**
 * The services listing, the packing guide and the IBA and insurance pages as pre-rendered (SPEC §2), in every
 * language.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import type { Locale } from "../../app/config/locales.ts";
import { built, CLIENT, site, textOf } from "./built";
import { hrefsIn, inEveryLanguage, linkIn, mainOf, sectionOf, textsIn } from "./page-parts";

/** SPEC §2: the listing's ten targets, in order; vehicle-shifting twice (car, bike), defence not among them. */
const LISTING_TARGETS = [
  "/home-shifting",
  "/vehicle-shifting",
  "/vehicle-shifting",
  "/office-relocation",
  "/warehousing",
  "/local-shifting",
  "/fine-arts-relocation",
  "/packing",
  "/iba-approved-transporter",
  "/goods-insurance",
];

/** The breadcrumb: its links and the current page's name. */
function breadcrumb(path: string) {
  const ol = [...built(path).document.querySelectorAll("nav ol")].find((o) => o.querySelector('[aria-current="page"]'));
  if (!ol) throw new Error(`${path} has no breadcrumb`);
  return { hrefs: hrefsIn(ol), current: textOf(ol.querySelector('[aria-current="page"]')) };
}

/** The page's forms outside pop-ups, by the subject they send (SPEC §3: the office sorts its mail by it). */
const formSubjects = (path: string) =>
  [...mainOf(path).ownerDocument.querySelectorAll('form input[name="subject"]')]
    .filter((i) => !i.closest("dialog"))
    .map((i) => i.getAttribute("value"));

/** Parts the IBA and insurance pages share with the service pages. */
function expectTestimonialsAndNetwork(path: string, l: Locale) {
  expect(sectionOf(path, "happy-clients-heading").querySelectorAll("figure").length).toBeGreaterThan(0);
  expect(hrefsIn(sectionOf(path, "network-title"))).toContain(linkIn(l, "/network"));
}

describe("/our-services", () => {
  it.each(inEveryLanguage(["/our-services"]))(
    "%s: ten cards, each with a title, a built image, a description, three tips and one link, to the spec's targets",
    (path, l) => {
      const cards = [...mainOf(path).querySelectorAll("article")];
      expect(cards).toHaveLength(10);
      for (const card of cards) {
        expect(card.querySelectorAll("h2")).toHaveLength(1);
        const imgs = card.querySelectorAll("img");
        expect(imgs).toHaveLength(1);
        const src = imgs[0]!.getAttribute("src")!;
        expect(existsSync(join(CLIENT, src)), src).toBe(true);
        expect(textOf(card.querySelector("p")).length).toBeGreaterThan(20);
        expect(card.querySelectorAll("ul > li")).toHaveLength(3);
        expect(card.querySelectorAll("a")).toHaveLength(1);
      }
      const targets = cards.map((c) => c.querySelector("a")!.getAttribute("href"));
      expect(targets).toEqual(LISTING_TARGETS.map((t) => linkIn(l, t)));
      expect(breadcrumb(path).hrefs).toEqual([linkIn(l, "/")]);
      if (l === "en") expect(breadcrumb(path).current).toBe("Our Services");
    },
  );

  it.each(inEveryLanguage(["/our-services"]))(
    "%s: the tips SPEC §9 fixes: plan 2 weeks ahead, car fuel below 25%",
    (path, l) => {
      const [home, car] = [...mainOf(path).querySelectorAll("article")].map((a) => textsIn(a, "ul > li").join(" "));
      expect(home).toMatch(l === "en" ? /at least 2 weeks/ : /\b2\b/);
      expect(car).toMatch(/\b25\s?%/);
    },
  );
});

describe("/packing", () => {
  it.each(inEveryLanguage(["/packing"]))("%s: nine tips in an ordered list and a link to /free-estimate", (path, l) => {
    expect(sectionOf(path, "packing-tips-heading").querySelectorAll("ol > li")).toHaveLength(9);
    expect(hrefsIn(mainOf(path))).toContain(linkIn(l, "/free-estimate"));
    expect(breadcrumb(path).hrefs).toEqual([linkIn(l, "/"), linkIn(l, "/our-services")]);
    if (l === "en") expect(textOf(built(path).document.querySelector("h1"))).toBe("Packing & Unpacking");
  });
});

describe("/iba-approved-transporter", () => {
  it.each(inEveryLanguage(["/iba-approved-transporter"]))(
    "%s: approval explained, four benefits, four FAQs, the quote form, trust, testimonials and network",
    (path, l) => {
      expect(breadcrumb(path).hrefs).toEqual([linkIn(l, "/"), linkIn(l, "/our-services")]);
      const benefits = textsIn(sectionOf(path, "iba-benefits-heading"), "ul > li h3");
      expect(benefits).toHaveLength(4);
      const faqs = [...sectionOf(path, "iba-faq-title").querySelectorAll("details")];
      expect(faqs).toHaveLength(4);
      // Its own exclusive group, apart from any other accordion on the page.
      expect(new Set(faqs.map((d) => d.getAttribute("name")))).toEqual(new Set(["iba-faq"]));
      expect(formSubjects(path)).toEqual(["IBA Approved Transporter Quote Request"]);
      expect(sectionOf(path, "iba-trust-heading").querySelectorAll("li").length).toBeGreaterThan(0);
      expectTestimonialsAndNetwork(path, l);
      if (l === "en") {
        expect(textOf(built(path).document.querySelector("h1"))).toBe("IBA-approved transporter");
        expect(breadcrumb(path).current).toBe("IBA Approved Transporter");
        // SPEC §2: IBA approval is time-limited and renewable.
        expect(textOf(sectionOf(path, "iba-meaning-heading"))).toMatch(/renew/i);
        expect(benefits).toEqual([
          "Verified & licensed",
          "Insurance support & claims",
          "Wide network",
          "Professional handling",
        ]);
        const questions = faqs.map((d) => textOf(d.querySelector("summary")));
        [/verify/i, /cost/i, /services/i, /valid/i].forEach((topic, i) => expect(questions[i]).toMatch(topic));
      }
    },
  );
});

describe("/goods-insurance", () => {
  it.each(inEveryLanguage(["/goods-insurance"]))(
    "%s: cover types, claim advice, four benefits, the form, four FAQs, help, testimonials and network",
    (path, l) => {
      expect(breadcrumb(path).hrefs).toEqual([linkIn(l, "/"), linkIn(l, "/our-services")]);
      const types = textsIn(sectionOf(path, "insurance-types-heading"), "ul > li h3");
      expect(types).toHaveLength(3);
      const benefitsSection = sectionOf(path, "insurance-benefits-heading");
      const benefits = textsIn(benefitsSection, "ul > li h3");
      expect(benefits).toHaveLength(4);
      // SPEC §9: claims within 24 hours of delivery; a premium of usually 1–3%.
      expect(textOf(sectionOf(path, "claims-heading"))).toMatch(/\b24\b/);
      expect(textOf(sectionOf(path, "timeline-heading"))).toMatch(/\b24\b/);
      expect(textOf(benefitsSection)).toMatch(/1–3\s?%/);
      expect(formSubjects(path)).toEqual(["Request Insurance Quote"]);
      expect(sectionOf(path, "insurance-faq-title").querySelectorAll('details[name="insurance-faq"]')).toHaveLength(4);
      const help = hrefsIn(sectionOf(path, "help-heading"));
      expect(help).toContain(`tel:+91${site.phone}`);
      expect(help).toContain(linkIn(l, "/contact"));
      expectTestimonialsAndNetwork(path, l);
      if (l === "en") {
        expect(textOf(built(path).document.querySelector("h1"))).toBe("Goods insurance");
        expect(breadcrumb(path).current).toBe("Goods Insurance");
        expect(types).toEqual(["All risk", "Warehouse-to-Warehouse", "Enhanced options"]);
        expect(benefits).toEqual(["Total protection", "Verified partners", "Low premiums", "Claim assistance"]);
        expect(textOf(sectionOf(path, "claims-heading"))).toContain("within 24 hours of delivery");
        expect(textOf(benefitsSection)).toContain("1–3% of the declared value");
        expect(textOf(benefitsSection)).toMatch(/approved by the insurance regulator/i);
      }
    },
  );
});
