import { z } from "zod";

import { placeholderProblem, Prose, Text } from "./fields.ts";

/**
 * A name's case forms a language writes where its grammar inflects the name (Bengali's "পাটনায়", "পাটনার"): a
 * template names `{cityIn}` or `{cityOf}` in place of `{city}`, and every city of that language's cities file
 * then has the form (`forms.in`, `forms.of`; app/content/network-city.ts checks it).
 */
export const CITY_FORMS = { cityIn: "in", cityOf: "of" } as const;

/**
 * Words in which the values of `names` are placeholders, filled for the city shown when the page is built. A
 * template may name only these (or, for `{city}`, one of its case forms) and names each of `required`, in one form
 * or another, so no page shows another city's sentence or a sentence that lost its city.
 */
function template(names: readonly string[], required: readonly string[] = names, text = Text) {
  const allowed = names.flatMap((n) => (n === "city" ? [n, ...Object.keys(CITY_FORMS)] : [n]));
  return text.superRefine((value, ctx) => {
    const problem = placeholderProblem(value, allowed, "the placeholders");
    if (problem) return void ctx.addIssue({ code: "custom", message: problem });
    const named = new Set([...value.matchAll(/\{([^{}]*)\}/g)].map((m) => (m[1]! in CITY_FORMS ? "city" : m[1]!)));
    const missing = required.find((n) => !named.has(n));
    if (missing) ctx.addIssue({ code: "custom", message: `names '{${missing}}'` });
  });
}

const plain = Text;
const city = template(["city"]);
/** How long a branch is from the Kolkata hub: a range, one day, or the same number of days at both ends. */
const days = {
  days: template(["min", "max"]),
  oneDay: template(["days"]),
  sameDays: template(["days"]),
};

/**
 * The words of a city's page (/network/<id>) in the order it shows them, each section's by its name: the city's
 * own records (its intro, practicalities, reviews) are the cities file's. A branch and the head office are said
 * with two words where a language tells them apart ("branch", "head office").
 */
export const networkCitySchema = z
  .object({
    hero: z
      .object({
        eyebrow: template(["state", "locality"]),
        eyebrowHeadOffice: template(["state", "locality"]),
        title: city,
        /** The search result's description. */
        description: template(["city", "state", "locality"], ["city", "state"]),
        descriptionHeadOffice: template(["city", "state", "locality"], ["city", "state"]),
        /** The call button, with the branch's phone. */
        call: template(["phone"]),
      })
      .strict(),
    intro: z
      .object({
        eyebrow: template(["city", "state"]),
        title: city,
        /** What a screen reader calls the facts beside the intro. */
        glance: city,
        distance: plain,
        km: template(["km"]),
        route: template(["route"]),
        transit: plain,
        ...days,
        /** The head office's facts in place of a road link. */
        network: plain,
        branches: template(["branches"]),
        delivering: template(["citiesServed"]),
        hoursTitle: plain,
        /** The company's hours (app/content/facts.ts), and in English their days. */
        officeHours: template(["officeDays", "officeHours"], ["officeHours"]),
        phoneHours: template(["phoneDays", "phoneHours"], ["phoneHours"]),
        areas: city,
      })
      .strict(),
    benefits: z
      .object({
        eyebrow: plain,
        title: city,
        /** What a screen reader calls the cards' row on a phone. */
        row: city,
        officeTitle: template(["locality"]),
        officeText: template(["city", "localities"], ["city", "localities"], Prose),
        headOfficeText: template(["city", "localities"], ["city", "localities"], Prose),
        plannedTitle: city,
        plannedText: plain,
        lineTitle: plain,
        lineText: template(["city", "days"], ["city", "days"], Prose),
        /** The road link's days as the line's sentence says them (a language may inflect them there). */
        ...days,
        hubTitle: plain,
        hubText: template(["branches", "city"], ["branches", "city"], Prose),
        insuredTitle: plain,
        insuredText: Prose,
      })
      .strict(),
    practicalities: z.object({ eyebrow: plain, title: city, intro: city }).strict(),
    prices: z
      .object({
        eyebrow: plain,
        /** A branch with a route price of its own. */
        titleTo: city,
        /** The head office. */
        titleFrom: city,
        introLocal: template(["city"], ["city"], Prose),
        introNational: template(["city"], ["city"], Prose),
        /** A branch priced by its road distance: the sentence around the link to the distance table. */
        introBandBefore: city,
        introBandLink: plain,
        introBandAfter: template(["km"]),
        caption: city,
        bandCaption: city,
        to: plain,
        distance: plain,
        withinCaption: city,
        move: plain,
        within: city,
        /** Under the head office's table, before the link to the item by item table. */
        itemised: plain,
        itemisedLink: plain,
        otherCities: plain,
      })
      .strict(),
    office: z
      .object({
        eyebrow: plain,
        title: city,
        intro: template(["officeDays", "officeHours"], ["officeHours"]),
        /** What a screen reader calls the map. */
        map: template(["city", "locality"]),
      })
      .strict(),
    verify: z.object({ title: city, text: plain, button: plain }).strict(),
    testimonials: z
      .object({
        eyebrow: plain,
        title: city,
        row: city,
        /** Said where the reviews are shown in another language than the one they were written in. */
        translatedNote: plain.optional(),
      })
      .strict(),
    services: z.object({ eyebrow: plain, title: city }).strict(),
  })
  .strict();

export type NetworkCityContent = z.infer<typeof networkCitySchema>;
export const networkCityNeutral = [] as const;
