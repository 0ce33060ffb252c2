// @vitest-environment node
import { describe, expect, it } from "vitest";

import { englishPath, localeOf, localePath } from "./locales";

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
