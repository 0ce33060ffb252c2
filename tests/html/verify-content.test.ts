/**
 * Proof that the company is real, as pre-rendered: /verify's contact checker, official contacts, payment rule
 * and registration numbers; the identity on the footer, about and contact pages; every way to /verify; and the 100% safety
 * guarantee defined wherever it is claimed. Every page, every language; the build read the same configuration.
 */
import { describe, expect, it } from "vitest";

import { localeOf, localePath, locales, scriptLetter } from "../../app/config/locales.ts";
import { citiesIn, cityPath } from "../../app/content/cities.ts";
import { readContent } from "../../app/content/read.ts";
import { built, pages, site, textOf } from "./built";
import { hrefsIn, inEveryLanguage, linkIn, mainOf, sectionOf } from "./page-parts";

const { branches: cities, pages: cityPages } = (await citiesIn("en")).content;

const { identity } = site;
const formatPhone = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

/** How each language names SPEC §1's "100% safety guarantee" when a page claims it: the home page's hero's words. */
const GUARANTEE_CLAIM = Object.fromEntries(
  await Promise.all(
    locales.map(async (l) => {
      const name = (await readContent("home", l)).hero.safetyLabel;
      return [l, new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "iu")] as const;
    }),
  ),
);

describe("/verify", () => {
  it.each(inEveryLanguage(["/verify"]))(
    "%s: the only official contacts, every branch's phone, the payment rule and the registration numbers",
    (path, l) => {
      const contacts = sectionOf(path, "official-contacts");
      const hrefs = hrefsIn(contacts);
      const text = textOf(contacts);
      for (const phone of [site.phone, site.phoneAlt]) {
        expect(hrefs).toContain(`tel:+91${phone}`);
        expect(text).toContain(formatPhone(phone));
      }
      for (const city of cities) expect(hrefs).toContain(`tel:+91${city.phone}`);
      expect(text).toContain(`@${site.email.split("@")[1]}`);
      expect(text).toContain(new URL(site.url).host);
      expect(text).toContain(site.upiId);
      // The checker is in the page as it loads: a labelled box and the live region its verdict appears in.
      const box = contacts.querySelector("input")!;
      expect(textOf(contacts.querySelector(`label[for="${box.id}"]`))).not.toBe("");
      expect(contacts.querySelector('[aria-live="polite"]')).not.toBeNull();

      // Every payment goes to the company's own account, under its registered name.
      const payment = textOf(sectionOf(path, "payment-rules"));
      expect(payment).toContain(identity.legalName);
      if (l === "en")
        expect(payment).toContain(`the account name your app shows before you pay is "${identity.legalName}"`);

      const paperwork = sectionOf(path, "genuine-documents");
      const values = [...paperwork.querySelectorAll("dd")].map((d) => textOf(d));
      for (const value of [identity.gstin, identity.registration, identity.ibaCode, identity.legalName])
        expect(values).toContain(value);
      expect(paperwork.querySelectorAll("article")).toHaveLength(2);
      expect(sectionOf(path, "common-frauds").querySelectorAll("ul > li").length).toBeGreaterThan(0);

      // The report form posts to the form-to-email service, no script needed.
      const report = [...built(path).document.querySelectorAll('form[method="post"]')];
      expect(report).toHaveLength(1);
      if (l === "en") {
        expect(textOf(built(path).document.querySelector("h1"))).toBe("Is this really us?");
        expect(textOf(paperwork)).toContain("Consignment note (LR / bilty)");
      }
    },
  );

  it.each(cityPages.flatMap((c) => inEveryLanguage([cityPath(c.slug)])))("%s links to /verify", (path, l) => {
    const note = sectionOf(path, "city-verify-title");
    expect(hrefsIn(note)).toContain(linkIn(l, "/verify"));
    if (l === "en") expect(textOf(note)).toContain("Is this really us?");
  });

  it.each(pages)(
    "%s: the top bar and the footer lead to /verify; the footer carries the registration numbers",
    (path) => {
      const { document } = built(path);
      const l = localeOf(path);
      expect(hrefsIn(document.querySelector('[data-testid="top-bar"]')!)).toContain(linkIn(l, "/verify"));
      const footer = document.querySelector("footer")!;
      expect(hrefsIn(footer)).toContain(linkIn(l, "/verify"));
      const footerIdentity = textOf(footer.querySelector('[data-testid="footer-identity"]'));
      expect(footerIdentity).toContain(identity.gstin);
      expect(footerIdentity).toContain(identity.registration);
    },
  );

  it.each(inEveryLanguage(["/faq"]))("%s: the FAQ's genuineness answer leads to /verify", (path, l) => {
    const faqs = [...mainOf(path).querySelectorAll('details[name="faq"]')];
    expect(hrefsIn(faqs.at(-1)!)).toContain(linkIn(l, "/verify"));
  });
});

describe("the company's identity", () => {
  it.each(inEveryLanguage(["/about", "/contact"]))(
    "%s carries the registration numbers in its company details",
    (path, l) => {
      const details = sectionOf(path, "company-details");
      const values = [...details.querySelectorAll("dd")].map((d) => textOf(d));
      for (const value of [identity.legalName, identity.gstin, identity.registration, identity.ibaCode])
        expect(values).toContain(value);
      expect(values).toContain(String(identity.yearFounded));
      // The founder follows the year founded. A name is read aloud, so a translated page writes it in its own
      // script (docs/decisions/founder-name-in-script.md); the registered numbers stay as registered.
      const founder = values[values.indexOf(String(identity.yearFounded)) + 1];
      if (l === "en") expect(founder).toBe(identity.director);
      else {
        expect(founder).toMatch(scriptLetter(l));
        expect(founder).not.toMatch(/\p{Script=Latin}/u);
      }
      expect(hrefsIn(details)).toContain(linkIn(l, "/verify"));
    },
  );
});

describe("the 100% safety guarantee", () => {
  /** The pages whose words, outside scripts, claim the guarantee. */
  const claiming = pages.filter((p) => GUARANTEE_CLAIM[localeOf(p)]!.test(textOf(built(p).document.body)));

  it("is claimed where the spec's claims are made, in each language", () => {
    for (const l of locales)
      for (const p of ["/", "/home-shifting", "/faq", "/iba-approved-transporter"])
        expect(claiming).toContain(localePath(p, l));
  });

  it.each(claiming)("%s defines it on the page and links to the terms' claims section", (path) => {
    const { document } = built(path);
    const definition = document.getElementById("safety-guarantee");
    expect(definition).not.toBeNull();
    expect(hrefsIn(definition!)).toContain(linkIn(localeOf(path), "/terms-and-conditions#claims"));
  });

  it.each(pages)("%s: a link to the definition finds it on the same page", (path) => {
    const { document } = built(path);
    if (document.querySelector('a[href="#safety-guarantee"]'))
      expect(document.getElementById("safety-guarantee")).not.toBeNull();
  });

  it.each(inEveryLanguage(["/terms-and-conditions"]))("%s has the claims section the definitions link to", (path) => {
    expect(built(path).document.querySelectorAll("section#claims")).toHaveLength(1);
  });
});
