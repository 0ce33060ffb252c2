// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  gstinCheckChar,
  gstinProblem,
  registeredState,
  registrationLabel,
  registrationProblem,
} from "./identity-formats";

describe("GSTIN", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "19AAKCS4821M1ZT"])(
    "accepts %s, whose check character is right",
    (g) => {
      expect(gstinProblem(g)).toBeNull();
    },
  );

  it("computes the check character over the first 14 characters", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });

  it("refuses a GSTIN whose last character was mistyped, naming the right one", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/check character should be V/);
  });

  it("refuses two swapped characters (the check catches transpositions)", () => {
    expect(gstinProblem("27AAPFU0993F1ZV")).not.toBeNull();
  });

  it.each([
    ["too short", "27AAPFU0939F1Z"],
    ["lower case", "27aapfu0939f1zv"],
    ["no Z in 14th place", "27AAPFU0939F1AV"],
    ["digits where the PAN has letters", "2712345U0939F1ZV"],
  ])("refuses a malformed GSTIN (%s)", (_why, g) => {
    expect(gstinProblem(g)).toMatch(/15 characters/);
  });

  it("refuses a state code that does not exist", () => {
    const first14 = "45AAPFU0939F1Z";
    expect(gstinProblem(first14 + gstinCheckChar(first14))).toMatch(/state code 45/);
  });
});

describe("company registration", () => {
  it("accepts a CIN and an LLPIN, and names each", () => {
    expect(registrationProblem("U63090WB2012PTC178245", 2026)).toBeNull();
    expect(registrationProblem("L17110MH1973PLC019786", 2026)).toBeNull();
    expect(registrationProblem("AAB-1234", 2026)).toBeNull();
    expect(registrationLabel("U63090WB2012PTC178245")).toBe("CIN");
    expect(registrationLabel("AAB-1234")).toBe("LLPIN");
  });

  it.each([
    ["21 characters expected", "U63090WB2012PTC17824"],
    ["listing must be L or U", "X63090WB2012PTC178245"],
    ["lower case", "u63090wb2012ptc178245"],
  ])("refuses a malformed number (%s)", (_why, value) => {
    expect(registrationProblem(value, 2026)).toMatch(/21-character CIN/);
  });

  it("refuses an incorporation year in the future", () => {
    expect(registrationProblem("U63090WB2031PTC178245", 2026)).toMatch(/year 2031/);
  });

  it("refuses an unknown company type", () => {
    expect(registrationProblem("U63090WB2012XYZ178245", 2026)).toMatch(/company type XYZ/);
  });

  it("refuses a state code that is no Indian state's", () => {
    expect(registrationProblem("U63090XX2012PTC178245", 2026)).toMatch(/state code XX/);
  });

  it("finds the registered state in the CIN, or for an LLP in the GSTIN", () => {
    expect(registeredState("U63090WB2012PTC178245", "10AAKCS4821M1ZT")).toBe("West Bengal");
    expect(registeredState("AAB-1234", "10AAKCS4821M1ZT")).toBe("Bihar");
    expect(() => registeredState("AAB-1234", "97AAKCS4821M1ZT")).toThrow(/GSTIN names no state/);
  });
});
