// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { type Locale, translatedLocales } from "../config/locales";
import { calendarIn } from "./calendar";
import { citiesIn } from "./cities";
import { courtsOf, courtsPlace } from "./facts";
import { legalIn } from "./legal";
import { CONTENT_DIR } from "./read";

/** The head office as the cities file has it in English: where the courts are when its state is registered. */
const { headOffice } = (await citiesIn("en")).english;

const context = {
  brand: "Test Movers",
  email: "help@test.example",
  phone: "+91 90000 00000",
  address: "1 Road, Newtown, Kolkata, West Bengal 700161",
  url: "https://test.example",
  courts: courtsOf("West Bengal", headOffice),
};
const english = await legalIn("en", context, courtsPlace(context.courts), await calendarIn("en"));
const place = { state: "State", city: "City", headOffice: "Head office" };

describe("the legal texts", () => {
  it("read a section's Markdown as its paragraphs and '- ' lists", () => {
    const collected = english.privacy.find((s) => s.id === "information-collected")!.blocks;
    expect(collected.map((b) => typeof b)).toEqual(["string", "object", "string"]);
    expect(collected[1]).toHaveLength(6);
    const definitions = english.terms.find((s) => s.id === "definitions")!.blocks;
    expect(definitions).toHaveLength(1);
    expect(definitions[0]).toHaveLength(5);
  });

  it("write the site's details, the courts, the date and the charges in place of their placeholders", async () => {
    for (const locale of translatedLocales) {
      const { terms, privacy } = await legalIn(locale, context, place, await calendarIn(locale));
      const all = [...terms, ...privacy].flatMap((s) => s.blocks.flat()).join("\n");
      expect(all).not.toMatch(/[{}]/);
      for (const value of [context.brand, context.email, context.phone, context.address, "City", "State"])
        expect(all).toContain(value);
      expect(all).toContain(`${context.url}/charges`);
    }
  });

  it("name the state's courts, and the head office's city, when the head office is elsewhere", async () => {
    for (const locale of translatedLocales) {
      const elsewhere = await legalIn(
        locale,
        context,
        { state: "State", headOffice: "Head office" },
        await calendarIn(locale),
      );
      const law = elsewhere.terms.find((s) => s.id === "governing-law")!.blocks.join("\n");
      expect(law).toContain("State");
      expect(law).toContain("Head office");
      expect(law).not.toContain("City");
    }
  });
});

describe("a legal file that breaks a rule", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Legal = Record<string, unknown> & {
    terms: { id: string; body: string }[];
    courts: Record<string, string>;
    charges: { names: { id: string; name: string }[] };
  };
  /** What reading `locale`'s texts says of a copy of the content folder with its legal file changed by `edit`. */
  async function problemWith(locale: Locale, edit: (json: Legal) => void, read: Locale = locale) {
    dir = mkdtempSync(join(tmpdir(), "legal-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, locale, "legal.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as Legal;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return legalIn(read, context, place, await calendarIn(read), dir).then(
      () => "",
      (error: Error) => error.message,
    );
  }
  const [other] = translatedLocales;

  it("refuses a placeholder that names no detail, naming the file, the field and the details", async () => {
    const message = await problemWith("en", (json) => (json.terms[0]!.body = "By {brnd}."));
    expect(message).toContain(join("en", "legal.json"));
    expect(message).toContain("terms[0].body: '{brnd}' is none of '{brand}', '{email}'");
  });

  it("refuses a paragraph broken over lines and a list line without its dash", async () => {
    expect(await problemWith("en", (json) => (json.terms[0]!.body = "One line\nand another."))).toContain(
      "terms[0].body: a paragraph is one line, and every line of a list starts with '- '",
    );
    expect(await problemWith("en", (json) => (json.terms[1]!.body = "- one\ntwo"))).toContain(
      "terms[1].body: a paragraph is one line",
    );
  });

  it("refuses courts' words that name something else than the state and the cities", async () => {
    const message = await problemWith("en", (json) => (json.courts.inState = "the courts of {country}"));
    expect(message).toContain("courts.inState: '{country}' is none of '{state}', '{city}', '{headOffice}'");
  });

  it("refuses an effective date that is not a date", async () => {
    expect(await problemWith("en", (json) => (json.updated = "1 June 2025"))).toContain(
      "updated: a date like '2025-06-01'",
    );
  });

  it("refuses a charge the charges list lacks, and a charge of the list left unnamed", async () => {
    expect(await problemWith("en", (json) => (json.charges.names[0]!.id = "parking"))).toMatch(
      /charges\.names\[0\]\.id: 'parking' is none of 'stairs'/,
    );
    expect(await problemWith("en", (json) => json.charges.names.pop())).toMatch(
      /charges\.names: the charge '[a-z-]+' has no name/,
    );
  });

  it("refuses a language's file that sets the date, which is the English file's", async () => {
    expect(await problemWith(other!, (json) => (json.updated = "2025-06-01"))).toContain(`Unrecognized key: "updated"`);
  });

  it("refuses a date's line without the date, or naming something else, in every language", async () => {
    type Document = { document: { lastUpdated: string } };
    for (const locale of ["en", ...translatedLocales] as const) {
      expect(
        await problemWith(locale, (json) => ((json as unknown as Document).document.lastUpdated = "Last updated")),
        locale,
      ).toContain("document.lastUpdated: names '{date}'");
      expect(
        await problemWith(locale, (json) => ((json as unknown as Document).document.lastUpdated = "{day} {date}")),
        locale,
      ).toContain("document.lastUpdated: '{day}' is none of '{date}'");
    }
  });

  it("keeps a language's note that its English text binds", async () => {
    for (const locale of translatedLocales)
      expect((await legalIn(locale, context, place, await calendarIn(locale))).document.versionNote, locale).toBeTruthy();
    expect(english.document.versionNote).toBeUndefined();
  });

  it("refuses a language's section whose placeholder names no detail, naming the file and the section", async () => {
    const message = await problemWith(other!, (json) => (json.terms[0]!.body = "{brnd}"));
    expect(message).toContain(join(other!, "legal.json"));
    expect(message).toContain("terms[0].body: '{brnd}' is none of");
  });
});
