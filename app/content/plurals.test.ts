// @vitest-environment node
import { describe, expect, it } from "vitest";

import { locales, localeTable } from "../config/locales.ts";
import { counted, keepPluralForms, pluralForm, pluralForms } from "./plurals";

describe("words that count", () => {
  const items = { one: "{count} item", other: "{count} items" };

  it("take the form the language's plural rules give the number", () => {
    expect([0, 1, 2].map((n) => counted(items, n, "en"))).toEqual(["0 items", "1 item", "2 items"]);
    // Hindi's rules put 0 with 1.
    expect(counted({ one: "{count} चीज", other: "{count} चीजें" }, 0, "hi")).toBe("0 चीज");
  });

  it("take the zero words for none when a language gives them, whatever its rules", () => {
    const hindi = { zero: "{count} चीजें", one: "{count} चीज", other: "{count} चीजें" };
    expect([0, 1, 2].map((n) => counted(hindi, n, "hi"))).toEqual(["0 चीजें", "1 चीज", "2 चीजें"]);
  });

  it("write the count as given, when it is grouped", () => {
    expect(counted(items, 12500, "en", "12,500")).toBe("12,500 items");
  });

  it.each(locales)(
    "in %s, read from the build's data, take the form Intl gives every whole number, cardinal and ordinal",
    (locale) => {
      const forms = pluralForms(locale);
      const intl = {
        cardinal: new Intl.PluralRules(localeTable[locale].intl, { type: "cardinal" }),
        ordinal: new Intl.PluralRules(localeTable[locale].intl, { type: "ordinal" }),
      };
      keepPluralForms(locale, forms);
      for (const type of ["cardinal", "ordinal"] as const)
        for (let n = 0; n <= 12_000; n++) {
          const fromData = pluralForm(locale, n, type);
          if (fromData !== intl[type].select(n)) expect(fromData, `${type} ${n}`).toBe(intl[type].select(n));
        }
    },
  );

  it("read a page's count from its data, not from Intl", () => {
    keepPluralForms("en", { cardinal: "1".repeat(200), ordinal: "2".repeat(200) });
    expect([5, 250].map((n) => counted({ one: "one", other: "other" }, n, "en"))).toEqual(["one", "one"]);
    expect(pluralForm("en", 4, "ordinal")).toBe("two");
    keepPluralForms("en", pluralForms("en"));
    expect(counted({ one: "one", other: "other" }, 5, "en")).toBe("other");
  });
});
