import { z } from "zod";

import { GST } from "../gst.ts";
import { Id, Prose, records, Text } from "./fields.ts";

/**
 * The charges the code names, each with the rates it computes with: the item list's quote prices the first ten
 * from these figures and lists the two passed on at cost, and the terms name every one. The office may change a
 * figure or a word, and add a charge, but not take one of these away or drop a rate the quote needs.
 */
export const CHARGE_RATES = {
  stairs: ["per-floor", "volume-step"],
  "long-carry": ["free-metres", "step-metres", "per-step", "volume-step"],
  shuttle: ["per-trip", "trip-volume"],
  dismantling: ["bed", "wardrobe", "table", "workstation"],
  "ac-service": ["split", "window"],
  "premium-packing": ["per-cu-ft"],
  waiting: ["free-hours", "per-hour"],
  storage: ["per-day", "volume-step"],
  insurance: ["min", "max"],
  tolls: [],
  "society-fees": [],
  gst: ["percent"],
} as const;

export type ChargeId = keyof typeof CHARGE_RATES;
export const CHARGE_IDS = Object.keys(CHARGE_RATES) as ChargeId[];

/** The figures of each charge the code computes with, by the rates' ids. */
export type ChargeRates = {
  [Id in ChargeId]: Record<(typeof CHARGE_RATES)[Id][number], number>;
};

/**
 * How a charge reaches a bill: `quoted` ones follow from what the visitor declares and are in the quote's total;
 * `on-the-day` ones can only happen on moving day; `at-actual` ones are passed on at cost with receipts and are
 * listed in the quote but left out of its total.
 */
export const CHARGE_WHEN = ["quoted", "on-the-day", "at-actual"] as const;
export type ChargeWhen = (typeof CHARGE_WHEN)[number];

/** Every `{name}` of a text. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** A problem with the `{placeholders}` of a rule, given the ids of its charge's rates. */
function placeholderProblem(rule: string, rates: readonly string[]): string | undefined {
  const unknown = placeholdersOf(rule).find((name) => !rates.includes(name));
  if (unknown === undefined) return undefined;
  return rates.length === 0
    ? `'{${unknown}}' is no rate: this charge has none`
    : `'{${unknown}}' is none of this charge's rates ${rates.map((r) => `'{${r}}'`).join(", ")}`;
}

/**
 * A figure of a charge's rule: rupees (written "₹1,200"), a percentage, or a plain number (metres, hours, cu ft),
 * written in the page's digits where the rule names it by its id.
 */
const Rate = z
  .object({
    id: Id,
    unit: z.enum(["rupees", "percent", "number"]),
    value: z.number("a number").positive("a number above 0"),
  })
  .strict()
  .superRefine((rate, ctx) => {
    if (rate.unit === "percent" && rate.value > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "a percentage of at most 100" });
  });

const Charge = z
  .object({
    /** The charge's anchor on /charges, which the quote's lines link to. */
    id: Id,
    name: Text,
    when: z.enum(CHARGE_WHEN),
    /** The figures the rule states and the quote computes with, each written once, in English; none for some. */
    rates: records(Rate).default([]),
    /** The rule as /charges prints it; `{per-floor}` stands for the rate of that id. */
    rule: Prose,
  })
  .strict()
  .superRefine((charge, ctx) => {
    const problem = placeholderProblem(
      charge.rule,
      charge.rates.map((r) => r.id),
    );
    if (problem) ctx.addIssue({ code: "custom", path: ["rule"], message: problem });
  });

/** Every extra charge a move can carry, in the order /charges lists them, and what is never charged. */
export const chargesSchema = z
  .object({
    charges: records(Charge),
    /** Printed under the list. */
    neverCharged: z.array(Text).min(1),
  })
  .strict()
  .superRefine(({ charges }, ctx) => {
    for (const id of CHARGE_IDS) {
      const charge = charges.find((c) => c.id === id);
      if (!charge) {
        ctx.addIssue({ code: "custom", path: ["charges"], message: `the charge '${id}' is missing: the code names it` });
        continue;
      }
      const at = charges.indexOf(charge);
      for (const rate of CHARGE_RATES[id] as readonly string[])
        if (!charge.rates.some((r) => r.id === rate))
          ctx.addIssue({
            code: "custom",
            path: ["charges", at, "rates"],
            message: `the rate '${rate}' is missing: the quote computes '${id}' with it`,
          });
    }
    const rateOf = (id: string, rate: string) =>
      charges.find((c) => c.id === id)?.rates.findIndex((r) => r.id === rate) ?? -1;
    const insurance = charges.findIndex((c) => c.id === "insurance");
    const [min, max] = [rateOf("insurance", "min"), rateOf("insurance", "max")];
    if (insurance >= 0 && min >= 0 && max >= 0) {
      const { rates } = charges[insurance]!;
      if (rates[min]!.value > rates[max]!.value)
        ctx.addIssue({
          code: "custom",
          path: ["charges", insurance, "rates", min, "value"],
          message: `the premium's low end (${rates[min]!.value}%) is above its high end (${rates[max]!.value}%)`,
        });
    }
    const gst = charges.findIndex((c) => c.id === "gst");
    const percent = rateOf("gst", "percent");
    if (gst >= 0 && percent >= 0 && charges[gst]!.rates[percent]!.value !== GST.percent)
      ctx.addIssue({
        code: "custom",
        path: ["charges", gst, "rates", percent, "value"],
        message: `${GST.percent}, the GST rate in law that every page states (app/content/gst.ts)`,
      });
  });

export type ChargesContent = z.infer<typeof chargesSchema>;
export type Charge = ChargesContent["charges"][number];
/** Fields whose value is the same in every language: they are written once, in English. */
export const chargesNeutral = ["when", "rates"] as const;
