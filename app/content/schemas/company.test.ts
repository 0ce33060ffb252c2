// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { type Locale, translatedLocales } from "../../config/locales";
import { site } from "../../config/site";
import { processIn, verifyIn } from "../company";
import type { AboutContent, ProcessContent, VerifyContent } from "./company";
import type { Kind } from "./index";
import { STEP_COUNT } from "./steps";

/** The company's name as a page in a language that does not inflect it writes it. */
const siteBrand = { brand: site.brand };

const details = {
  brand: "B",
  legalName: "L",
  gstin: "G",
  ibaCode: "I",
  emailDomain: "e.example",
  website: "w.example",
};

describe("an About page file that breaks a rule", () => {
  const problemWith = (edit: (about: AboutContent) => void) => problemWithEdit("about", edit);

  it("names the file and the tab's link that is no service page", async () => {
    const message = await problemWith((about) => (about.tabs[0]!.links[0]!.id = "moon-shifting"));
    expect(message).toContain(join("en", "about.json"));
    expect(message).toMatch(/tabs\[0\]\.links\[0\]\.id: one of the service pages: 'home-shifting'/);
  });

  it("refuses a counter that counts none of the company's figures", async () => {
    expect(await problemWith((about) => (about.counters[1]!.id = "trucks"))).toContain(
      "counters[1].id: one of the company's figures 'years', 'families', 'cities', 'success'",
    );
  });

  it("refuses a tab id used twice and an empty label", async () => {
    expect(await problemWith((about) => (about.tabs[1]!.id = about.tabs[0]!.id))).toContain(
      `tabs[1].id: the id '${"residential"}' is used twice`,
    );
    expect(await problemWith((about) => (about.values[0]!.title = ""))).toContain(
      "values[0].title: words, not an empty text",
    );
  });
});

describe("the About and process pages' own words", () => {
  it("refuse a tab's label for its links without the tab, and a name that is no fact", async () => {
    expect(await problemWithEdit<AboutContent>("about", (about) => (about.tabsSection.services = "Services"))).toContain(
      "tabsSection.services: names '{tab}'",
    );
    expect(
      await problemWithEdit<ProcessContent>("process", (process) => (process.hero.intro = "{decades} of moves")),
    ).toContain("hero.intro: '{decades}' is none of the placeholders");
  });

  it("write the configured company's name where the words name it, with the language's ending beside it", async () => {
    const names = { brand: "Sagar Movers" };
    const locale = translatedLocales.at(-1)!;
    const { aboutIn } = await import("../company");
    const english = await aboutIn("en", names);
    expect(english.hero.heading).toContain("Sagar Movers");
    const translated = await readEdited<AboutContent, AboutContent>(
      "about",
      (about) => (about.hero.heading = "{brand}-এর কথা"),
      (dir) => aboutIn(locale, names, dir),
      locale,
    );
    expect(translated.hero.heading).toBe("Sagar Movers-এর কথা");
  });
});

describe("a process file that breaks a rule", () => {
  const problemWith = (edit: (process: ProcessContent) => void) => problemWithEdit("process", edit);

  it("names the file and refuses a step more or less than the headings count", async () => {
    const message = await problemWith((process) => process.steps.pop());
    expect(message).toContain(join("en", "process.json"));
    expect(message).toContain(`steps: ${STEP_COUNT} steps: one for each step of steps.json`);
  });

  it("refuses a placeholder that is none of the company's figures", async () => {
    expect(await problemWith((process) => (process.reasons[1]!.text = "{families}+ families"))).toContain(
      "reasons[1].text: '{families}' is none of the placeholders '{years}', '{rating}'",
    );
  });
});

describe("a verify file that breaks a rule", () => {
  const problemWith = (edit: (verify: VerifyContent) => void) => problemWithEdit("verify", edit);

  it("names the file and refuses a placeholder that is none of the site's details", async () => {
    const message = await problemWith((verify) => (verify.documents[0]!.carries[0] = "GSTIN {gst}"));
    expect(message).toContain(join("en", "verify.json"));
    expect(message).toContain("documents[0].carries[0]: '{gst}' is none of the placeholders '{brand}', '{legalName}'");
  });

  it("refuses a helpline link that is neither a number to call nor a web address", async () => {
    expect(await problemWith((verify) => (verify.helplines[0]!.href = "http://example.com"))).toContain(
      "helplines[0].href: a link to call ('tel:1930') or a web address ('https://…')",
    );
  });

  it("refuses a helpline whose link calls another number than the one shown", async () => {
    expect(await problemWith((verify) => (verify.helplines[0]!.value = "1931"))).toContain(
      "helplines[0].href: 'tel:1931', the number shown",
    );
  });

  it("refuses a sentence that lost the link or value it draws, or names a part it does not draw", async () => {
    expect(
      await problemWith((verify) => (verify.checker.notOursNext = "Call our head office on {phone} to check.")),
    ).toContain("checker.notOursNext: names '{report}'");
    expect(
      await problemWith((verify) => (verify.officialContactsSection.websiteRule = "{address} or {upi} is ours.")),
    ).toContain("officialContactsSection.websiteRule: '{upi}' is none of the placeholders");
  });

  it("refuses a section's words with a stray space, since the page puts the spaces between its parts", async () => {
    expect(await problemWith((verify) => (verify.reportSection.call = "Call "))).toContain(
      "reportSection.call: no spaces at the start or end",
    );
  });
});

describe("a language's file", () => {
  /** The message of reading `read` from a copy of the content folder whose `locale` file of `kind` `edit` changed. */
  const problemIn = <T>(locale: Locale, kind: Kind, edit: (json: T) => void, read: (dir: string) => Promise<unknown>) =>
    readEdited(
      kind,
      edit,
      (dir) =>
        read(dir).then(
          () => "",
          (error: Error) => error.message,
        ),
      locale,
    );

  it("refuses a step that steps.json lacks, and a step of steps.json that /process does not tell", async () => {
    const message = await problemIn<ProcessContent>(
      "en",
      "process",
      (process) => (process.steps[2]!.id = "packing-day"),
      (dir) => processIn("en", siteBrand, dir),
    );
    expect(message).toContain(join("en", "process.json"));
    expect(message).toMatch(/steps: the step '[a-z-]+' of steps.json is not told/);
    expect(message).toContain("steps: 'packing-day' is none of the steps of steps.json");
  });

  it.each(translatedLocales)("%s: refuses a placeholder the English words may not use", async (locale) => {
    const message = await problemIn<ProcessContent>(
      locale,
      "process",
      (process) => (process.steps[0]!.outcome = "{premium}"),
      (dir) => processIn(locale, siteBrand, dir),
    );
    expect(message).toContain(join(locale, "process.json"));
    expect(message).toContain("steps[0].outcome: '{premium}' is none of the");
    expect(
      await problemIn<VerifyContent>(
        locale,
        "verify",
        (verify) => (verify.paymentRules[0]!.text = "{phone}"),
        (dir) => verifyIn(locale, details, dir),
      ),
    ).toContain("paymentRules[0].text: '{phone}' is none of the");
  });

  it.each(translatedLocales)("%s: refuses a step or a link that is not the English file's", async (locale) => {
    expect(
      await problemIn<ProcessContent>(
        locale,
        "process",
        (process) => (process.steps[0]!.id = "first"),
        (dir) => processIn(locale, siteBrand, dir),
      ),
    ).toContain("steps: 'first' is not a record of the English file");
    expect(
      await problemIn<AboutContent>(
        locale,
        "about",
        (about) => about.tabs[0]!.links.pop(),
        (dir) => import("../company").then(({ aboutIn }) => aboutIn(locale, siteBrand, dir)),
      ),
    ).toMatch(/tabs\[0\]\.links: '[a-z-]+' is not translated/);
  });
});
