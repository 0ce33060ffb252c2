/**
 * The words of /network, of the sections it shares with the unknown city's page (/network/<unknown>) and of the
 * network block on the home, service and guide pages: one form in the office's editor. A city's own page has its
 * words in network-city.json.
 */
import { z } from "zod";

import { Id, placeholderProblem, Prose, records, Text } from "./fields.ts";
import { CITY_FORMS } from "./network-city.ts";
import { Plural } from "./pages.ts";

/**
 * Words in which `names` are placeholders, filled when the page is built (or, for a count the page shows, as it
 * shows it): a template names only these, `{city}` in one of its case forms where the language inflects it, and
 * each of `required`, so no page shows a sentence that lost its figure or its city. A language whose grammar
 * changes a name the cities file has in one form only (Bengali's locality and state of the head office) writes
 * that name in its words, so those are not required.
 */
function template(names: readonly string[], required: readonly string[] = names, text = Text) {
  const allowed = names.flatMap((n) => (n === "city" ? [n, ...Object.keys(CITY_FORMS)] : [n]));
  return text.superRefine((value, ctx) => {
    const problem = placeholderProblem(value, allowed, "the placeholders");
    if (problem) return void ctx.addIssue({ code: "custom", message: problem });
    const named = new Set([...value.matchAll(/\{([^{}]*)\}/g)].map((m) => (m[1]! in CITY_FORMS ? "city" : m[1]!)));
    const missing = required.filter((n) => !named.has(n));
    if (missing.length > 0)
      ctx.addIssue({ code: "custom", message: `names ${missing.map((n) => `'{${n}}'`).join(", ")}` });
  });
}

const plain = Text;

/** The words of the unknown city's page, which the layout's data carries (a mistyped link followed in the app). */
const unknownCity = z
  .object({
    /** The search result's title and description. */
    title: plain,
    description: plain,
    heading: plain,
    intro: template(["branches"], ["branches"], Prose),
    /** What a screen reader calls the empty map. */
    map: plain,
    noLocation: plain,
    listTitle: plain,
    /** The sentence around the link to /network. */
    chooseBefore: plain,
    networkLink: plain,
    chooseAfter: plain,
  })
  .strict();

/** The network block's words: `{branches}` and `{citiesServed}` are the company's counts. */
const block = z
  .object({
    title: plain,
    eyebrow: plain,
    /** What a screen reader calls the list of cities, and its row on a phone. */
    citiesLabel: plain,
    rowLabel: plain,
    /** What a screen reader hears for each city's link. */
    cityLink: template(["city"]),
    /** On pages other than home. */
    compactIntro: template(["branches", "citiesServed"], ["branches", "citiesServed"], Prose),
    intro: template(["branches", "citiesServed"], ["branches", "citiesServed"], Prose),
    viewAll: plain,
    branchCities: plain,
    states: plain,
    citiesServedMeans: plain,
    citiesServed: template(["citiesServed"]),
  })
  .strict();

/** /network's words, its sections' and the unknown city's page's, and the network block's. */
export const networkSchema = z
  .object({
    page: z
      .object({
        title: plain,
        /** The search result's description. */
        description: template(["branches", "citiesServed"], []),
        /** How many branch cities, in how many states. */
        eyebrow: template(["branches", "states"]),
        intro: template(["branches"], ["branches"], Prose),
        branchesEyebrow: plain,
        branchesTitle: plain,
        branchesText: Prose,
        /** The card beside the list of branches, about the head office. */
        headOfficeTitle: template(["city"]),
        headOfficeText: template(["state"], [], Prose),
        headOfficeLink: plain,
        pricesEyebrow: plain,
        pricesTitle: plain,
      })
      .strict(),
    /** Under each branch of the list: its road link from the Kolkata hub. */
    list: z
      .object({
        fromKolkata: template(["days"]),
        /** A range of days, and a number of days when the range is one. */
        days: template(["min", "max"]),
        day: Plural,
      })
      .strict(),
    map: z
      .object({
        /** What a screen reader calls the map, and the sentence it reads after. */
        title: plain,
        description: template(["branches"]),
        /** The head office's pin. */
        headOfficePin: template(["city"]),
        legendHeadOffice: plain,
        legendBranch: plain,
      })
      .strict(),
    headOffice: z
      .object({
        eyebrow: plain,
        title: template(["city"]),
        text: template(["locality", "city", "state"], ["city"], Prose),
        /** The office's card: `{brand}` is the company's name. */
        card: template(["brand"]),
        prices: template(["city"]),
        contact: plain,
      })
      .strict(),
    interCity: z
      .object({
        eyebrow: plain,
        title: plain,
        intro: Prose,
        /** Over each step, with its number. */
        step: template(["step"]),
        /** Each step's icon is its id's (app/sections/network/inter-city-moves.tsx). */
        steps: records(z.object({ id: Id, title: plain, text: Prose }).strict()).min(1, "at least one step"),
      })
      .strict(),
    unknownCity,
    block,
  })
  .strict();

export type NetworkContent = z.infer<typeof networkSchema>;
export const networkNeutral = [] as const;
