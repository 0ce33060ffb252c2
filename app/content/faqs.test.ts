// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { type Locale, translatedLocales } from "../config/locales";
import { RATING, yearsText } from "./facts";
import { faqsIn } from "./faqs";
import { CONTENT_DIR } from "./read";

const english = await faqsIn("en");
const answerOf = (id: string) => english.find((f) => f.id === id)!.answer;

describe("FAQs (SPEC §2 'FAQ section', §9)", () => {
  it("has the ten topics in the spec's order", () => {
    const topics = [
      /services/i,
      /choose/i,
      /packing materials/i,
      /survey/i,
      /fragile/i,
      /track/i,
      /damaged|claim/i,
      /cars and bikes|vehicle/i,
      /reschedule|cancel/i,
      /genuine/i,
    ];
    expect(english).toHaveLength(10);
    english.forEach((f, i) => expect(f.question).toMatch(topics[i]!));
  });

  it("states the 3–5 days survey notice and the 48 hours reschedule rule", () => {
    expect(answerOf("survey-notice")).toMatch(/3[–-]5 days/);
    expect(answerOf("reschedule-or-cancel")).toMatch(/48 hours/);
  });

  it("writes the company's figures in place of their placeholders, in every language", async () => {
    expect(answerOf("why-choose-us")).toContain(`for ${yearsText}`);
    expect(answerOf("why-choose-us")).toContain(`rate us ${RATING} out of 5`);
    for (const locale of translatedLocales) {
      const answer = (await faqsIn(locale)).find((f) => f.id === "why-choose-us")!.answer;
      expect(answer).toContain(String(RATING));
      expect(answer).not.toMatch(/[{}]/);
    }
  });

  it("keeps a link's address from the English file in every language, under the language's own label", async () => {
    const link = english.find((f) => f.more)!;
    for (const locale of translatedLocales) {
      const translated = (await faqsIn(locale)).find((f) => f.id === link.id)!;
      expect(translated.more!.to).toBe(link.more!.to);
      expect(translated.more!.label).not.toBe(link.more!.label);
    }
  });
});

describe("an FAQ file that breaks a rule", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Faqs = { faqs: Record<string, unknown>[] };
  /** What reading `read` says of a copy of the content folder with `locale`'s FAQ file changed by `edit`. */
  async function problemWith(locale: Locale, edit: (json: Faqs) => void, read: Locale = locale) {
    dir = mkdtempSync(join(tmpdir(), "faqs-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, "faqs.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as Faqs;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return faqsIn(read, dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const [other] = translatedLocales;

  it("refuses a placeholder that is no figure, naming the file, the field and the figures", async () => {
    const message = await problemWith("en", (json) => (json.faqs[1]!.answer = "For {yeras} years."));
    expect(message).toContain(join("en", "faqs.json"));
    expect(message).toContain("faqs[1].answer: '{yeras}' is none of the figures '{years}', '{rating}'");
  });

  it("refuses a placeholder that is no figure in a language's file, naming the question", async () => {
    const message = await problemWith(other!, (json) => (json.faqs[1]!.answer = "{rate}"));
    expect(message).toContain(join(other!, "faqs.json"));
    expect(message).toContain("faqs[1].answer: '{rate}' is none of the figures");
  });

  it("refuses a link to an address that is not a page of the site", async () => {
    const message = await problemWith("en", (json) => {
      json.faqs[9]!.more = { to: "https://example.com/verify", label: "Verify" };
    });
    expect(message).toContain("faqs[9].more.to: an address on this site, like '/verify'");
  });

  it("refuses a language's file that leaves out a link's label the English file has", async () => {
    const message = await problemWith(other!, (json) => delete json.faqs[9]!.more);
    expect(message).toContain(join(other!, "faqs.json"));
    expect(message).toContain("faqs[9].more: not translated, though the English file has it");
  });

  it("refuses a language's file that writes a link's address, which is the English file's", async () => {
    const message = await problemWith(other!, (json) => {
      json.faqs[9]!.more = { to: "/contact", label: "…" };
    });
    expect(message).toContain(`faqs[9].more: Unrecognized key: "to"`);
  });
});
