// @vitest-environment node
import { describe, expect, it } from "vitest";

import { englishPath, localeOf, localePath, longDate, monthAndYear } from "./locales";

describe("locale from the URL", () => {
  it("is Hindi under /hi only", () => {
    expect(localeOf("/hi")).toBe("hi");
    expect(localeOf("/hi/contact")).toBe("hi");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/hiring")).toBe("en");
    expect(localeOf("/contact")).toBe("en");
  });

  it("maps each page to its twin and back", () => {
    for (const [en, hi] of [
      ["/", "/hi"],
      ["/contact", "/hi/contact"],
      ["/network/patna", "/hi/network/patna"],
      ["/cost-estimator?move=local#result", "/hi/cost-estimator?move=local#result"],
      ["/?x=1", "/hi?x=1"],
    ]) {
      expect(localePath(en!, "hi")).toBe(hi);
      expect(localePath(hi!, "en")).toBe(en);
      expect(localePath(hi!, "hi")).toBe(hi);
      expect(englishPath(hi!)).toBe(en);
    }
  });
});

describe("dates in the language", () => {
  it("writes a review's month and year and a record's date as each language does", () => {
    expect(monthAndYear("2025-02", "en")).toBe("February 2025");
    expect(monthAndYear("2024-11", "hi")).toBe("नवंबर 2024");
    expect(longDate("2025-06-01", "en")).toBe("1 June 2025");
    expect(longDate("2025-06-01", "bn")).toMatch(/^1 \p{Script=Beng}+,? 2025$/u);
  });

  it("spells Hindi month names as the glossary does, without the nukta Intl writes on फ़", () => {
    expect(monthAndYear("2025-02", "hi")).toBe("फरवरी 2025");
    expect(monthAndYear("2025-02", "hi")).not.toMatch(/\u093C|\u095E/);
    expect(longDate("2025-02-03", "hi")).toBe("3 फरवरी 2025");
  });
});
