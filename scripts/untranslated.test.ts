// @vitest-environment node
import { describe, expect, it } from "vitest";

import { untranslatedRuns } from "./untranslated";

describe("untranslatedRuns", () => {
  it("finds English phrases and sentences on a Hindi page", () => {
    expect(untranslatedRuns("आपका नाम\nFull name\nWe answer every enquiry in phone hours.")).toEqual([
      "Full name",
      "We answer every enquiry in phone hours",
    ]);
    expect(untranslatedRuns("हम 30 minutes में जवाब देते हैं, call us")).toEqual(["call us"]);
  });

  it("lets Hindi keep the words the glossary keeps in Latin, names and records, and addresses", () => {
    const hindi =
      "Sarthi Packers & Movers: 2 BHK की शिफ्टिंग, IBA GST UPI ID, Google Drive, ई-मेल name@example.com, name@upi, https://sarthimovers.example/verify";
    expect(untranslatedRuns(hindi, ["Sarthi Packers & Movers"])).toEqual([]);
    expect(untranslatedRuns("SARTHI\nPACKERS & MOVERS", ["Packers & Movers"])).toEqual([]);
    expect(untranslatedRuns("पता: 3rd Floor, Action Area I, Newtown", ["3rd Floor, Action Area I, Newtown"])).toEqual(
      [],
    );
  });

  it("finds an English word beside a word kept in Latin, but not two kept ones", () => {
    expect(untranslatedRuns("IBA Approved")).toEqual(["IBA Approved"]);
    expect(untranslatedRuns("Google Maps में खोलें")).toEqual(["Google Maps"]);
    expect(untranslatedRuns("Tata Ace · Hyundai Creta · IBA अप्रूव्ड · UPI ID-তে")).toEqual([]);
  });

  it("lets a single Latin word pass, but not two unknown ones side by side", () => {
    expect(untranslatedRuns("कार Toyota")).toEqual([]);
    expect(untranslatedRuns("कार Toyota Innova")).toEqual(["Toyota Innova"]);
  });

  it("reads a name with a digit inside as one word", () => {
    expect(untranslatedRuns("Web3Forms (फॉर्म भेजने वाली सेवा)")).toEqual([]);
    expect(untranslatedRuns("Web3Forms service")).toEqual(["Web3Forms service"]);
  });

  it("does not join words across lines, digits or Devanagari", () => {
    expect(untranslatedRuns("Call\nNow")).toEqual([]);
    expect(untranslatedRuns("Call 9830012345 Now")).toEqual(["Call Now"]);
    expect(untranslatedRuns("Call अभी Now")).toEqual([]);
  });
});
