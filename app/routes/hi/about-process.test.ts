import { describe, expect, it } from "vitest";

import type { Translation } from "~/content/translation";
import * as aboutContent from "~/locales/hi/content/about";
import * as processContent from "~/locales/hi/content/process";
import { aboutSections } from "~/locales/hi/sections/about";
import { processSections } from "~/locales/hi/sections/process";
import { meta as aboutMeta } from "~/routes/about";
import { meta as processMeta } from "~/routes/process";

import {
  expectHindiHead,
  expectHindiPage,
  expectHindiTexts,
  expectSectionWords,
  renderInHindi,
  textsOf,
} from "../../../tests/hindi-page";
import HindiAbout, { meta as hindiAboutMeta } from "./about";
import HindiProcess, { meta as hindiProcessMeta } from "./process";

// Ids, paths and signs are not words; the texts' functions are called with a Hindi sample.
const texts = { skip: ["id", "to", "suffix"], args: ["पटना", 2, 3] };

const pages = [
  { path: "/about", meta: aboutMeta, hindiMeta: hindiAboutMeta, Page: HindiAbout },
  { path: "/process", meta: processMeta, hindiMeta: hindiProcessMeta, Page: HindiProcess },
];

describe("the Hindi /about and /process (issue 18)", () => {
  it.each(pages)("$path: a Hindi title and description, and the canonical /hi URL", ({ path, meta, hindiMeta }) => {
    expectHindiHead(path, hindiMeta, meta);
  });

  const content = [...Object.values(aboutContent), ...Object.values(processContent)] as Translation[];
  it.each(content.map(([, hindi], i) => [i, hindi]))("content record %i: every text is Hindi", (_, hindi) => {
    const all = textsOf(hindi, texts);
    expect(all.length).toBeGreaterThan(0);
    expectHindiTexts(all);
  });

  const sections = [...aboutSections, ...processSections] as (readonly [string, unknown])[];
  it.each(sections)("%s translates its section's words, every text in Hindi", (name, hindi) => {
    expectSectionWords(name, hindi, texts);
  });

  it.each(pages)("$path in Hindi leaves no English phrase on the page", ({ Page }) => {
    expectHindiPage(renderInHindi(Page).container);
  });
});
