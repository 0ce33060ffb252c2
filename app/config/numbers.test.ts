import { describe, expect, it } from "vitest";

import { locales, localeTable } from "./locales";
import { indianNumber } from "./numbers";

const samples = [
  0, 1, 7, 12, 999, 1000, 4999, 5000, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1e10, -1, -1234567,
  0.04, 0.05, 0.25, 1.05, 2.5, 12.349, 1234.56, 99999.95, 350.75,
];

describe("indianNumber", () => {
  for (const locale of locales)
    it(`writes what Intl writes for ${localeTable[locale].intl}, whole and to one decimal`, () => {
      const whole = new Intl.NumberFormat(localeTable[locale].intl, { maximumFractionDigits: 0 });
      const one = new Intl.NumberFormat(localeTable[locale].intl, { maximumFractionDigits: 1 });
      for (const n of samples) {
        expect(indianNumber(n), String(n)).toBe(whole.format(n));
        expect(indianNumber(n, 1), String(n)).toBe(one.format(n));
      }
      for (let n = 0; n < 3_000_000; n += 7919) expect(indianNumber(n)).toBe(whole.format(n));
    });

  it("refuses what is not a number rather than writing NaN on a page", () => {
    expect(() => indianNumber(Number.NaN)).toThrow();
  });
});
