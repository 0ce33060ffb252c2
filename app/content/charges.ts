/**
 * The extra charges as pages show them, read from content/<language>/charges.json (schemas/charges.ts) when a page
 * is built: the /charges page's rules with each rate written in the page's digits, the item list's rates and names
 * (its quote computes in the browser, so its page carries them in its data), and the insurance premium the terms
 * and the insurance page state.
 */
import { type Locale, localeTable } from "../config/locales.ts";
import type { Charge, ChargeId, ChargeRates, ChargeWhen } from "./schemas/charges.ts";

export type { ChargeId, ChargeRates, ChargeWhen } from "./schemas/charges.ts";

/** A charge as /charges prints it: its rule with its figures written out. */
export interface ShownCharge {
  id: string;
  name: string;
  when: ChargeWhen;
  rule: string;
}

export interface ShownCharges {
  charges: ShownCharge[];
  /** What is never added, printed under the list. */
  neverCharged: string[];
}

/** What the item list's quote computes with, and the charges' names its lines start with. */
export interface QuoteCharges {
  rates: ChargeRates;
  names: Record<ChargeId, string>;
}

type Rate = Charge["rates"][number];

/** A rate as a rule writes it, in the digits and grouping of `locale` ("₹1,200", "140"). */
function written(rate: Rate, locale: Locale): string {
  const figure = new Intl.NumberFormat(localeTable[locale].intl).format(rate.value);
  return rate.unit === "rupees" ? `₹${figure}` : figure;
}

/** `rule` with each `{rate}` of `rates` written out in `locale`; a name that is no rate is left for the caller. */
const filled = (rule: string, rates: readonly Rate[], locale: Locale) =>
  rule.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const rate = rates.find((r) => r.id === name);
    return rate ? written(rate, locale) : whole;
  });

/** The premium as the insurance texts state it: "1–3%". */
const premiumText = (rates: ChargeRates["insurance"], locale: Locale) =>
  `${written({ id: "min", unit: "number", value: rates.min }, locale)}–${written({ id: "max", unit: "number", value: rates.max }, locale)}%`;

/** Each charge's figures by the rates' ids. */
const ratesOf = (charges: readonly Charge[]) =>
  Object.fromEntries(
    charges.map((c) => [c.id, Object.fromEntries(c.rates.map((r) => [r.id, r.value]))]),
  ) as unknown as ChargeRates;

/**
 * The charges in `locale`, checked: a language's rule names the same rates as the English one (none dropped, none
 * added), or the build stops naming the language's file and the charge; `dir` is the content folder (a test's copy).
 */
async function readCharges(locale: Locale, dir?: string) {
  const [{ readContentWithEnglish, ContentError, CONTENT_DIR }, { placeholdersOf }] = await Promise.all([
    import("./read.ts"),
    import("./schemas/charges.ts"),
  ]);
  const { content, english } = await readContentWithEnglish("charges", locale, dir);
  const file = `${dir ?? CONTENT_DIR}/${locale}/charges.json`;
  const problems = content.charges.flatMap((charge, i) => {
    const own = placeholdersOf(charge.rule).sort();
    const theirs = placeholdersOf(english.charges[i]!.rule).sort();
    // The schema refuses a placeholder that is no rate; what it cannot see is the English rule's.
    const problem =
      own.join() === theirs.join()
        ? undefined
        : `names ${own.map((p) => `'{${p}}'`).join(", ") || "no rate"}, the English rule ${theirs.map((p) => `'{${p}}'`).join(", ") || "none"}`;
    return problem ? [`charges: the rule of '${charge.id}': ${problem}`] : [];
  });
  if (problems.length > 0) throw new ContentError(file, problems);
  return { content, english };
}

/** The charges and what is never charged in `locale`, in the file's order, as /charges prints them. */
export async function chargesIn(locale: Locale, dir?: string): Promise<ShownCharges> {
  const { content } = await readCharges(locale, dir);
  return {
    charges: content.charges.map(({ id, name, when, rates, rule }) => ({
      id,
      name,
      when,
      rule: filled(rule, rates, locale),
    })),
    neverCharged: content.neverCharged,
  };
}

/** What the item list's quote computes with, with the charges' names in `locale` and in English (the office's). */
export async function quoteChargesIn(
  locale: Locale,
): Promise<{ charges: QuoteCharges; englishCharges: QuoteCharges }> {
  const { content, english } = await readCharges(locale);
  const namesOf = (charges: readonly Charge[]) =>
    Object.fromEntries(charges.map((c) => [c.id, c.name])) as Record<ChargeId, string>;
  const rates = ratesOf(english.charges);
  return {
    charges: { rates, names: namesOf(content.charges) },
    englishCharges: { rates, names: namesOf(english.charges) },
  };
}

/**
 * The insurance premium in `locale`'s digits ("1–3%"), as the terms and the insurance page state it, and the ids of
 * every charge, which the terms name; `dir` is the content folder (a test's copy).
 */
export async function premiumIn(locale: Locale, dir?: string): Promise<{ premium: string; ids: string[] }> {
  const { english } = await readCharges(locale, dir);
  return { premium: premiumText(ratesOf(english.charges).insurance, locale), ids: english.charges.map((c) => c.id) };
}

