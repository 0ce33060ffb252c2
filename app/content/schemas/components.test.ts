// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { locales } from "../../config/locales";
import { componentFacts } from "../../routes/page-data";
import { componentWordsIn, guaranteeIn } from "../components";
import { CLAIM_WINDOW_HOURS } from "../guarantee";
import type { ComponentsContent, GuaranteeContent } from "./components";

const translated = locales.filter((l) => l !== "en");

const componentsProblem = (edit: (words: ComponentsContent) => void, locale = locales[0]) =>
  problemWithEdit<ComponentsContent>("components", edit, locale);
const guaranteeProblem = (edit: (words: GuaranteeContent) => void, locale = locales[0]) =>
  problemWithEdit<GuaranteeContent>("guarantee", edit, locale);

describe("a components' words file that breaks a rule", () => {
  it("refuses a placeholder the component does not fill, naming the file and the field", async () => {
    const message = await componentsProblem((w) => (w.heroFacts.from = "from ₹{amount}"));
    expect(message).toContain(join("en", "components.json"));
    expect(message).toContain("heroFacts.from: '{amount}' is none of the placeholders '{price}'");
  });

  it("refuses words that lose what the component puts in them", async () => {
    expect(await componentsProblem((w) => (w.ratingBasis.basis = "from our reviews on {source}"))).toContain(
      "ratingBasis.basis: names '{reviews}'",
    );
    expect(await componentsProblem((w) => (w.stepsAside.call = "Call us"))).toContain("stepsAside.call: names '{phone}'");
  });

  it("refuses a figure typed into the words instead of its fact", async () => {
    expect(await componentsProblem((w) => (w.proofPanel.yearsValue = "10+ years"))).toContain(
      "proofPanel.yearsValue: names '{years}'",
    );
  });

  it("refuses a group the English file does not have, and a translation that lacks a word", async () => {
    expect(await componentsProblem((w) => Object.assign(w, { banner: { title: "Hi" } }))).toContain("banner");
    for (const locale of translated) {
      const message = await componentsProblem((w) => delete (w.map as Partial<typeof w.map>).show, locale);
      expect(message).toContain(join(locale, "components.json"));
      expect(message).toContain("map.show");
    }
  });
});

describe("a guarantee file that breaks a rule", () => {
  it("refuses a claim step list that no longer says where to write", async () => {
    const message = await guaranteeProblem((g) => (g.howToClaim = g.howToClaim.map((s) => s.replace("{email}", "us"))));
    expect(message).toContain(join("en", "guarantee.json"));
    expect(message).toContain("howToClaim: a step that says where to write: '{email}'");
  });

  it("refuses the e-mail outside the claim's steps and any other placeholder", async () => {
    expect(await guaranteeProblem((g) => (g.limits[0] = "Write to {email}."))).toContain(
      "limits[0]: '{email}' is none of the placeholders '{claimHours}'",
    );
  });

  it("refuses an empty list of what is covered or of the limits", async () => {
    expect(await guaranteeProblem((g) => (g.covered = []))).toContain("covered: at least one thing covered");
    expect(await guaranteeProblem((g) => (g.limits = []))).toContain("limits: at least one limit");
  });

  it("holds a translation to the same rules, naming the language's file", async () => {
    for (const locale of translated) {
      const message = await guaranteeProblem(
        (g) => (g.howToClaim = g.howToClaim.map((s) => s.replace("{email}", "support"))),
        locale,
      );
      expect(message).toContain(join(locale, "guarantee.json"));
      expect(message).toContain("howToClaim: a step that says where to write: '{email}'");
    }
  });
});

describe("the components' words as the pages show them", () => {
  it("have the company's facts written out and only the component's own placeholders left, in every language", async () => {
    for (const locale of locales) {
      const { facts } = await componentFacts(new Request(`https://example.in/${locale === "en" ? "" : `${locale}/`}`));
      const words = await componentWordsIn(locale, facts);
      const left = new Set([...JSON.stringify(words).matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]));
      expect([...left].sort(), locale).toEqual(["days", "max", "min", "n", "phone", "price", "source"]);
      expect(words.proofPanel.yearsValue, locale).toContain(facts.years);
      expect(words.heroFacts.reply, locale).toContain(facts.reply);
      expect(words.ratingBasis.basis, locale).toContain(facts.reviews);
    }
  });

  it("state the terms' claim window in the guarantee, in every language", async () => {
    for (const locale of locales) {
      const guarantee = await guaranteeIn(locale);
      expect(JSON.stringify(guarantee), locale).not.toContain("{claimHours}");
      expect(guarantee.limits.join(" "), locale).toContain(String(CLAIM_WINDOW_HOURS));
    }
  });
});
