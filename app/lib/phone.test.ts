// @vitest-environment node
import { describe, expect, it } from "vitest";

import { normaliseMobile, PHONE_PATTERN } from "./phone";

const accepted: [string, string][] = [
  ["9876543210", "9876543210"],
  ["+91 98765 43210", "9876543210"],
  ["+919876543210", "9876543210"],
  ["91 98765 43210", "9876543210"],
  ["919876543210", "9876543210"],
  ["09876543210", "9876543210"],
  ["098765-43210", "9876543210"],
  ["(+91) 98765-43210", "9876543210"],
  ["+91-98765-43210", "9876543210"],
  ["98765.43210", "9876543210"],
  ["6000000000", "6000000000"],
  ["  7000 000 000 ", "7000000000"],
  // A real 10-digit number that merely starts with 91 stays as it is.
  ["9198765432", "9198765432"],
];
const rejected = [
  "0987654321", // a leading 0 on 9 digits: not a mobile
  "5876543210", // mobiles start 6–9
  "987654321", // 9 digits
  "98765432101", // 11 digits
  "+1 415 555 0100", // another country
  "+92 300 1234567",
  "98765 4321O", // a letter O
  "",
  "+91",
];

describe("normaliseMobile", () => {
  it.each(accepted)("%j → %s", (raw, digits) => {
    expect(normaliseMobile(raw)).toBe(digits);
  });
  it.each(rejected)("%j is not an Indian mobile number", (raw) => {
    expect(normaliseMobile(raw)).toBeNull();
  });
});

describe("PHONE_PATTERN (the browser's check before the script runs)", () => {
  // Browsers compile `pattern` with the v flag and anchor it.
  const native = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
  it.each(accepted)("accepts %j", (raw) => {
    expect(native.test(raw.trim())).toBe(true);
  });
  it.each(rejected)("refuses %j", (raw) => {
    expect(native.test(raw)).toBe(false);
  });
});
