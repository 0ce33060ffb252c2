/**
 * The terms and the privacy policy as pre-rendered (SPEC §2 "Terms and Conditions", "Privacy Policy", §9 legal
 * constants), in every language: the sections in the spec's order and the figures the spec fixes.
 */
import { describe, expect, it } from "vitest";

import { built, site, textOf } from "./built";
import { hrefsIn, inEveryLanguage, mainOf } from "./page-parts";

/** SPEC §2: the ten sections of the terms, by their anchors. */
const TERMS = [
  "acceptance",
  "definitions",
  "scope",
  "payment",
  "client-responsibilities",
  "claims",
  "force-majeure",
  "intellectual-property",
  "changes",
  "governing-law",
];
const TERMS_TITLES = [
  /Acceptance/,
  /Definitions/,
  /Scope/,
  /payment/,
  /Client responsibilities/,
  /Claims/,
  /Force majeure/,
  /Intellectual property/,
  /Changes/,
  /Governing law/,
];

/** SPEC §2: the privacy policy's sections. */
const PRIVACY = [
  "information-collected",
  "use",
  "security",
  "electronic-communication",
  "log-files",
  "third-parties",
  "consent",
  "updates",
  "contact",
];
const PRIVACY_TITLES = [
  /Information we collect/,
  /use/,
  /secure/,
  /Electronic communication/,
  /Log files/,
  /Third-party/,
  /consent/,
  /Updates/,
  /Contact/,
];

/** The services the site really calls (SPEC §7), as the policy names them. */
const THIRD_PARTIES = ["Web3Forms", "EmailJS", "OpenStreetMap Nominatim", "OpenStreetMap"];

const sectionsOf = (path: string) => [...mainOf(path).querySelectorAll("section[id]")];

describe("/terms-and-conditions", () => {
  it.each(inEveryLanguage(["/terms-and-conditions"]))(
    "%s: the ten sections in order, each reached from the contents",
    (path, l) => {
      const sections = sectionsOf(path);
      expect(sections.map((s) => s.id)).toEqual(TERMS);
      const contents = hrefsIn(mainOf(path).querySelector("nav")!);
      expect(contents).toEqual(TERMS.map((id) => `#${id}`));
      for (const href of contents) expect(built(path).document.querySelectorAll(href)).toHaveLength(1);
      if (l === "en") sections.forEach((s, i) => expect(textOf(s.querySelector("h2"))).toMatch(TERMS_TITLES[i]!));
    },
  );

  it.each(inEveryLanguage(["/terms-and-conditions"]))(
    "%s: SPEC §9's claim window, premium, liability and courts",
    (path, l) => {
      const claims = textOf(built(path).document.getElementById("claims"));
      expect(claims).toMatch(/\b24\b/);
      expect(claims).toContain("1–3%");
      if (l === "en") {
        expect(claims).toContain("within 24 hours of delivery");
        expect(claims).toContain("1–3% of the declared value");
        expect(claims).toContain(
          "limited to the lower of the declared value of the affected goods or the insurance cover",
        );
        const law = textOf(built(path).document.getElementById("governing-law"));
        expect(law).toContain("laws of India");
        expect(law).toContain(`the courts at Kolkata, ${site.identity.registeredState}`);
      }
    },
  );
});

describe("/privacy-policy", () => {
  it.each(inEveryLanguage(["/privacy-policy"]))(
    "%s: the nine sections and the services the site really uses",
    (path, l) => {
      const sections = sectionsOf(path);
      expect(sections.map((s) => s.id)).toEqual(PRIVACY);
      const third = textOf(built(path).document.getElementById("third-parties"));
      for (const name of THIRD_PARTIES) expect(third).toContain(name);
      if (l === "en") {
        sections.forEach((s, i) => expect(textOf(s.querySelector("h2"))).toMatch(PRIVACY_TITLES[i]!));
        expect(third).toContain("OpenStreetMap (map)");
      }
    },
  );
});
