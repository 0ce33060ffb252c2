import { describe, expect, it } from "vitest";

import { hi } from "./hi";
import { en, type Strings } from "./strings";

const paths = (s: Strings) => ({
  mainNav: s.mainNav.map((l) => l.to),
  services: s.services.map((l) => l.path),
  footerHelpful: s.footerHelpful.map((l) => l.to),
  footerRelocationTypes: s.footerRelocationTypes.map((l) => l.to),
});

const texts = (s: Strings): [string, string][] =>
  Object.entries(s).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[key, value]]
      : value.flatMap((l, i) => Object.entries(l).map(([k, v]) => [`${key}[${i}].${k}`, v] as [string, string])),
  );

describe("the Hindi layout words", () => {
  it("link to the same pages, in the same order, as the English ones", () => {
    expect(paths(hi)).toEqual(paths(en));
  });

  it("are written in Devanagari, apart from names kept in Latin script", () => {
    const latinOnly = texts(hi).filter(
      ([key, value]) => !key.endsWith(".to") && !key.endsWith(".path") && !/[\u0900-\u097F]/.test(value),
    );
    // The switch names the other language in that language.
    expect(latinOnly).toEqual([["otherLanguage", "English"]]);
  });

  it("leave no text empty", () => {
    expect(texts(hi).filter(([, v]) => v.trim() === "")).toEqual([]);
  });
});
