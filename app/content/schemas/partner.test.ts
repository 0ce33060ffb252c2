// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { locales } from "../../config/locales";
import type { PageFacts } from "../pages";
import { partnerWordsIn } from "../partner";
import type { CitiesContent } from "./cities";
import type { PartnerContent } from "./partner";

const problemWith = (edit: (words: PartnerContent) => void, locale = locales[0]) =>
  problemWithEdit<PartnerContent>("partner", edit, locale);

/** The facts as a page fills them, each its own name in capitals, so a test can find where each went. */
const facts = Object.fromEntries(
  ["brand", "years", "families", "rating", "reply", "phoneHours", "phoneOpens", "phoneCloses", "officeHours"].map(
    (n) => [n, n.toUpperCase()],
  ),
) as PageFacts;

describe("a franchise page's words file that breaks a rule", () => {
  it("refuses a placeholder the page does not fill, naming the file and the field", async () => {
    const message = await problemWith((words) => (words.why.intro = "A franchise in {town}."));
    expect(message).toContain(join("en", "partner.json"));
    expect(message).toContain("why.intro: '{town}' is none of the placeholders");
  });

  it("refuses a reason drawn with an icon the page does not have", async () => {
    expect(await problemWith((words) => Object.assign(words.why.reasons[0]!, { icon: "star" }))).toContain(
      "why.reasons[0].icon: one of the icons 'rupee', 'megaphone', 'network', 'truck'",
    );
  });

  it("refuses empty lists of reasons, of what the company gives and asks and of the next steps", async () => {
    expect(await problemWith((words) => (words.why.reasons = []))).toContain("why.reasons: at least one reason");
    expect(await problemWith((words) => (words.support.needs = []))).toContain("support.needs: at least one item");
    expect(await problemWith((words) => (words.next.steps = []))).toContain("next.steps: at least one step");
  });

  it("refuses a translation whose reasons are not the English file's", async () => {
    const other = locales.find((l) => l !== "en")!;
    const message = await problemWith((words) => (words.why.reasons[0]!.id = "trust"), other);
    expect(message).toContain(join(other, "partner.json"));
  });
});

describe("the franchise page's words as the page shows them", () => {
  it("state the facts and the branch count, in every language", async () => {
    const { readContent } = await import("../read");
    for (const locale of locales) {
      const words = await partnerWordsIn(locale, facts);
      const branches = (await readContent("cities", locale)).cities.filter((c) => !c.headOffice).length;
      expect(JSON.stringify(words), locale).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(JSON.stringify(words), locale).toContain("YEARS");
      expect(words.why.reasons.map((r) => r.text).join(" "), locale).toMatch(new RegExp(`(^|\\D)${branches}(\\D|$)`));
    }
  });

  it("count the branches of the cities file", async () => {
    const words = await readEdited<CitiesContent, PartnerContent>(
      "cities",
      (cities) => (cities.cities = cities.cities.slice(0, 5)),
      (dir) => partnerWordsIn("en", facts, dir),
    );
    expect(words.why.reasons.map((r) => r.text).join(" ")).toMatch(/(^|\D)4(\D|$)/);
  });
});
