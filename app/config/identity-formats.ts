/**
 * Formats of the Indian registration numbers the site publishes. Checked when the build starts, so a typo
 * in a GSTIN or CIN never reaches the page that asks visitors to compare them with their paperwork.
 */

import { cinState, gstinState } from "./states.ts";

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GST state codes in use (01–38) and 97 ("other territory"). */
const isStateCode = (code: string) => {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
};

/**
 * The 15th character of a GSTIN: a base-36 Luhn-style check over the first 14 (weights 1, 2, 1, 2, …;
 * each product counts as its base-36 quotient plus remainder).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, the letter Z, check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is wrong, or null when it is well formed. */
export function gstinProblem(value: string): string | null {
  const shape = GSTIN_SHAPE.exec(value);
  if (!shape) return "must be 15 characters: state code, PAN, entity number, Z and a check character";
  if (!isStateCode(shape[1]!)) return `state code ${shape[1]} does not exist`;
  const expected = gstinCheckChar(value.slice(0, 14));
  return value[14] === expected ? null : `check character should be ${expected}`;
}

/** Company types a CIN carries (MCA's list). */
const CIN_TYPES = ["PTC", "PLC", "OPC", "NPL", "GOI", "SGC", "GAP", "GAT", "ULL", "ULT", "FTC", "FLC"];
/** Listing (L/U), 5-digit industry code, state, year of incorporation, company type, 6-digit number. */
const CIN_SHAPE = /^[LU]\d{5}[A-Z]{2}(\d{4})([A-Z]{3})\d{6}$/;
/** A limited liability partnership's number, for a firm that is not a company. */
const LLPIN_SHAPE = /^[A-Z]{3}-\d{4}$/;

/** Why a company (CIN) or LLP (LLPIN) registration number is wrong, or null when it is well formed. */
export function registrationProblem(value: string, thisYear = new Date().getFullYear()): string | null {
  if (LLPIN_SHAPE.test(value)) return null;
  const shape = CIN_SHAPE.exec(value);
  if (!shape) return "must be a 21-character CIN (e.g. U63090WB2012PTC123456) or an LLPIN (e.g. AAB-1234)";
  if (!cinState(value)) return `state code ${value.slice(6, 8)} is not one of India's states`;
  const year = Number(shape[1]);
  if (year < 1850 || year > thisYear) return `incorporation year ${year} is not possible`;
  return CIN_TYPES.includes(shape[2]!) ? null : `company type ${shape[2]} is not one of ${CIN_TYPES.join(", ")}`;
}

/**
 * The state the company is registered in: a CIN's, or for an LLP (whose LLPIN names none) the GSTIN's. The terms
 * send disputes to its courts.
 */
export function registeredState(registration: string, gstin: string): string {
  const state = cinState(registration) ?? gstinState(gstin);
  if (!state) throw new Error("COMPANY_REGISTRATION is an LLPIN and GSTIN names no state: the terms need one");
  return state;
}

/** What the registration number is called on the page. */
export const registrationLabel = (value: string) => (LLPIN_SHAPE.test(value) ? "LLPIN" : "CIN");
