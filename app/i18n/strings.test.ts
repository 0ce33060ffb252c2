// @vitest-environment node
import { describe, expect, it } from "vitest";

import { OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import { localizedHours as bengaliHours, localizedTime as bengaliTime } from "~/locales/bn/grammar";
import { localizedHours, localizedTime } from "~/locales/hi/grammar";
import { hi } from "~/locales/hi/strings";

import { en, type Strings } from "./strings";

const paths = (s: Strings) => ({
  mainNav: s.mainNav.map((l) => l.to),
  services: s.services.map((l) => l.path),
  footerHelpful: s.footerHelpful.map((l) => l.to),
  footerRelocationTypes: s.footerRelocationTypes.map((l) => l.to),
  footerPlanning: s.footerPlanning.map((l) => l.to),
});

/** Every text, a link list's labels among them. */
const texts = (s: Strings): [string, string][] =>
  Object.entries(s).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[key, value]];
    return value.flatMap((l, i) => Object.entries(l).map(([k, v]) => [`${key}[${i}].${k}`, v] as [string, string]));
  });

describe("the Hindi layout words", () => {
  it("link to the same pages, in the same order, as the English ones", () => {
    expect(paths(hi)).toEqual(paths(en));
  });

  it("are written in Devanagari, apart from names kept in Latin script", () => {
    const latinOnly = texts(hi).filter(
      ([key, value]) => !key.endsWith(".to") && !key.endsWith(".path") && !/[\u0900-\u097F]/.test(value),
    );
    expect(latinOnly).toEqual([]);
  });

  it("leave no text empty", () => {
    expect(texts(hi).filter(([, v]) => v.trim() === "")).toEqual([]);
  });
});

describe("times of day in Hindi", () => {
  it("names the part of the day as Hindi speakers do", () => {
    expect(["08:00", "09:30", "12:00", "15:00", "19:00", "21:00"].map(localizedTime)).toEqual([
      "सुबह 8",
      "सुबह 9:30",
      "दोपहर 12",
      "दोपहर 3",
      "शाम 7",
      "रात 9",
    ]);
  });

  it("says the company's hours in Bengali too, each whole hour with its classifier", () => {
    expect(bengaliHours(PHONE_HOURS)).toBe("সকাল 8টা – রাত 9টা");
    expect(bengaliHours(OFFICE_HOURS)).toBe("সকাল 9:30 – সন্ধ্যা 7টা");
    expect(["05:00", "12:00", "16:00"].map(bengaliTime)).toEqual(["ভোর 5টা", "দুপুর 12টা", "বিকেল 4টা"]);
  });

  it("says the company's hours, and refuses what is not a time", () => {
    expect(localizedHours(PHONE_HOURS)).toBe("सुबह 8 – रात 9");
    expect(localizedHours(OFFICE_HOURS)).toBe("सुबह 9:30 – शाम 7");
    expect(() => localizedTime("noon")).toThrow();
    expect(() => localizedTime("8 am")).toThrow();
    expect(() => localizedTime("25:00")).toThrow();
  });
});
