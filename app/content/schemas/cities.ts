import { z } from "zod";

import { services } from "../services.ts";
import { Id, Named, Photo, records, refersTo, Text } from "./fields.ts";

const SERVICE_PATHS = services.map((s) => s.path);

/** A coordinate of an office inside India's bounding box, so a swapped or mistyped value cannot put a pin abroad. */
const coordinate = (what: string, min: number, max: number) =>
  z
    .number({ error: `a ${what} in degrees, a number` })
    .min(min, `a ${what} inside India, between ${min} and ${max}`)
    .max(max, `a ${what} inside India, between ${min} and ${max}`);

const days = z.number().int("a whole number of days").positive("at least one day");

/** A branch's office: its postal address (the street as registered, in Latin letters) and where its map pin sits. */
const Office = z
  .object({
    /** Floor, building and road; no city, state or PIN. */
    street: Text,
    locality: Text,
    pin: z.string().regex(/^\d{6}$/, "a PIN code of 6 digits, like '700161'"),
    lat: coordinate("latitude", 6, 37),
    lon: coordinate("longitude", 68, 98),
  })
  .strict();

/**
 * The head office and the branches (SPEC §3 "City office"): each city's record gives its page /network/<id> in
 * every language, its place in the lists, the map and the forms, and its sitemap entries.
 */
export const citiesSchema = z
  .object({
    /** How /network groups the branches, in the order it shows them. */
    regions: records(Named).min(1),
    cities: records(
      z
        .object({
          /** The page's address, /network/<id>: the spec's slug, the English name lower-cased with hyphens. */
          id: Id,
          name: Text,
          state: Text,
          region: Id,
          /** The Kolkata head office's page rather than a branch's; exactly one city has it. */
          headOffice: z.literal(true, { error: "true, or no field at all for a branch" }).optional(),
          office: Office,
          phone: z.string().regex(/^\d{10}$/, "a phone number of 10 digits, no spaces or +91, like '9830012345'"),
          /**
           * What stands behind the office in its drawing, for the picture's alt text: only a landmark
           * scripts/city-drawings.ts draws; empty for a branch whose drawing shows its office alone.
           */
          landmark: Text.optional(),
          /** The company's photograph of the office, shown instead of its drawing. */
          photo: Photo.optional(),
          /** One line for the hero and the /network cards. */
          tagline: Text,
          /** Two or three paragraphs about moving in and out of this city. */
          intro: z.array(Text).min(1),
          localities: z.array(Text).min(1),
          /**
           * The name's case forms, in a language whose city pages' words inflect it (network-city.ts's CITY_FORMS):
           * "in Patna" (`in`) and "Patna's" (`of`), as a native speaker writes them.
           */
          forms: z.object({ in: Text.optional(), of: Text.optional() }).strict().optional(),
          /** The road link from the Kolkata hub: every branch has one, the head office none. */
          transit: z
            .object({
              km: z.number().int("a whole number of kilometres").positive("kilometres by road, more than 0"),
              minDays: days,
              maxDays: days,
              route: Text,
            })
            .strict()
            .refine((t) => t.maxDays >= t.minDays, { message: "maxDays at least minDays", path: ["maxDays"] })
            .optional(),
          /** What a visitor should know about moving in this city before the truck arrives. */
          practicalities: records(z.object({ id: Id, title: Text, text: Text }).strict()),
          /** Reviews written for this city's page: none yet for a branch just opened. */
          reviews: records(
            z
              .object({
                id: Id,
                name: Text,
                /** Year and month of the move. */
                date: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "a year and month like '2025-02'"),
                move: Text,
                service: z.enum(SERVICE_PATHS as [string, ...string[]], {
                  error: `one of the services' paths: ${SERVICE_PATHS.join(", ")}`,
                }),
                text: Text,
              })
              .strict(),
          ).default([]),
        })
        .strict(),
    ).min(1),
  })
  .strict()
  .superRefine((content, ctx) => {
    const heads = content.cities.flatMap((c, i) => (c.headOffice ? [i] : []));
    if (heads.length !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["cities"],
        message: `one city with "headOffice": true, not ${heads.length}`,
      });
    content.cities.forEach((city, i) => {
      refersTo(content.regions, city.region, ["cities", i, "region"], ctx);
      if (!city.headOffice && !city.transit)
        ctx.addIssue({ code: "custom", path: ["cities", i, "transit"], message: "a branch's road link from Kolkata" });
      if (city.headOffice && city.transit)
        ctx.addIssue({ code: "custom", path: ["cities", i, "transit"], message: "none for the head office" });
    });
    const phones = new Map<string, number>();
    content.cities.forEach((city, i) => {
      const first = phones.get(city.phone);
      if (first !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["cities", i, "phone"],
          message: `'${city.phone}' is cities[${first}]'s phone too`,
        });
      else phones.set(city.phone, i);
    });
  });

export type CitiesContent = z.infer<typeof citiesSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const citiesNeutral = [
  "region",
  "photo",
  "headOffice",
  "street",
  "pin",
  "lat",
  "lon",
  "phone",
  "km",
  "minDays",
  "maxDays",
  "date",
  "service",
] as const;
