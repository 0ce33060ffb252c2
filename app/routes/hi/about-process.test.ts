import { render } from "@testing-library/react";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import * as aboutContent from "~/content/hi/about";
import * as processContent from "~/content/hi/process";
import { namedWords, type Translation } from "~/content/translation";
import { hindiForms } from "~/forms/hi";
import { hi } from "~/i18n/hi";
import { LanguageProvider } from "~/i18n/strings";
import { meta as aboutMeta } from "~/routes/about";
import { meta as processMeta } from "~/routes/process";
import { aboutSections } from "~/sections/about/hi";
import { processSections } from "~/sections/process/hi";

import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated";
import HindiAbout, { meta as hindiAboutMeta } from "./about";
import HindiProcess, { meta as hindiProcessMeta } from "./process";

type Tags = ReturnType<typeof aboutMeta>;

const titleOf = (tags: Tags) => (tags.find((t) => "title" in t) as { title: string }).title;
const descriptionOf = (tags: Tags) =>
  (tags.find((t) => "name" in t && t.name === "description") as { content: string }).content;
const canonicalOf = (tags: Tags) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;

const DEVANAGARI = /[\u0900-\u097F]/;

/** The company's records, kept in Latin on Hindi pages; the insurers are registered company names too. */
const records = [...recordsOf(site), ...site.identity.insurers];

/** Every text a translation holds, its functions called with a Hindi sample; ids, paths and signs left out. */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["id", "to", "suffix"].includes(key) ? [] : [value];
  if (typeof value === "function") return textsOf((value as (...a: unknown[]) => unknown)("पटना", 2, 3), key);
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, key));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

const pages = [
  { path: "/about", meta: aboutMeta, hindiMeta: hindiAboutMeta, Page: HindiAbout },
  { path: "/process", meta: processMeta, hindiMeta: hindiProcessMeta, Page: HindiProcess },
];

describe("the Hindi /about and /process (issue 18)", () => {
  it.each(pages)("$path: a Hindi title and description, and the canonical /hi URL", ({ path, meta, hindiMeta }) => {
    const tags = hindiMeta();
    const english = meta();
    expect(titleOf(tags)).toMatch(/^[\u0900-\u097F][^|]*\| /);
    expect(titleOf(tags)).not.toBe(titleOf(english));
    expect(descriptionOf(tags)).toMatch(DEVANAGARI);
    expect(descriptionOf(tags).length).toBeGreaterThanOrEqual(50);
    expect(descriptionOf(tags).length).toBeLessThanOrEqual(160);
    expect(canonicalOf(tags)).toBe(`${site.url}/hi${path}`);
    expect(canonicalOf(english)).toBe(`${site.url}${path}`);
  });

  const content = [...Object.values(aboutContent), ...Object.values(processContent)] as Translation[];
  it.each(content.map(([, hindi], i) => [i, hindi]))("content record %i: every text is Hindi", (_, hindi) => {
    const texts = textsOf(hindi);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(DEVANAGARI);
      expect(untranslatedRuns(text, records), text).toEqual([]);
    }
  });

  const sections = [...aboutSections, ...processSections] as (readonly [string, unknown])[];
  it.each(sections)("%s translates its section's words, every text in Hindi", (name, hindi) => {
    const english = namedWords(name);
    expect(english, `no section names its words "${name}"`).toBeDefined();
    expect(Object.keys(hindi as object).sort()).toEqual(Object.keys(english!).sort());
    for (const text of textsOf(hindi)) expect(text).toMatch(DEVANAGARI);
  });

  it.each(pages)("$path in Hindi leaves no English phrase on the page", ({ Page }) => {
    // As the Hindi layout (routes/layout-hi.tsx) gives it: the layout's and the forms' Hindi words.
    const InHindi = () =>
      createElement(LanguageProvider, { value: { locale: "hi", strings: hi, forms: hindiForms } }, createElement(Page));
    const Stub = createRoutesStub([{ path: "/", Component: InHindi }]);
    const { container } = render(createElement(Stub));
    const parts = [container.textContent ?? ""];
    for (const el of container.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
    expect(untranslatedRuns(parts.join("\n"), records)).toEqual([]);
    expect(container.textContent).toMatch(DEVANAGARI);
  });
});
