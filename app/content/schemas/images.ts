import { z } from "zod";

import { FIXED_SLOT_IDS } from "../images.ts";
import { Id, Photo, placeholderProblem, records, Text } from "./fields.ts";

/** The names a city office's alt text fills: the city's name and what stands behind its office in its drawing. */
const CITY_PLACEHOLDERS = ["city", "landmark"] as const;

/** A text with `{placeholders}` among `allowed`, each of `required` present. */
const template = (allowed: readonly string[], required: readonly string[]) =>
  Text.superRefine((text, ctx) => {
    const problem = placeholderProblem(text, allowed);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
    for (const name of required)
      if (!text.includes(`{${name}}`)) ctx.addIssue({ code: "custom", message: `'{${name}}' is missing` });
  });

/**
 * The alt texts of the site's pictures (app/content/images.ts names the slots and their drawings): one per fixed
 * slot, and the two forms a city office's picture is described in, filled with each city of the cities file.
 */
export const imagesSchema = z
  .object({
    slots: records(
      z
        .object({
          /** The picture slot: one of app/content/images.ts. */
          id: Id.refine((id) => (FIXED_SLOT_IDS as readonly string[]).includes(id), {
            message: `a picture slot of app/content/images.ts: ${FIXED_SLOT_IDS.join(", ")}`,
          }),
          /** What the picture shows, for a visitor who cannot see it. */
          alt: Text,
          /** The company's photograph shown in the slot instead of its drawing (its alt text then describes it). */
          photo: Photo.optional(),
        })
        .strict(),
    ).superRefine((slots, ctx) => {
      for (const id of FIXED_SLOT_IDS)
        if (!slots.some((s) => s.id === id))
          ctx.addIssue({ code: "custom", message: `no alt text for the picture slot '${id}'` });
    }),
    cityOffice: z
      .object({
        /** A branch whose drawing has a landmark behind the office: `{city}` and `{landmark}` are filled. */
        withLandmark: template(CITY_PLACEHOLDERS, CITY_PLACEHOLDERS),
        /** A branch whose drawing shows the office alone. */
        officeOnly: template(["city"], ["city"]),
      })
      .strict(),
  })
  .strict();

export type ImagesContent = z.infer<typeof imagesSchema>;
/** The alt texts are words; a photograph is the same file in every language. */
export const imagesNeutral = ["photo"] as const;
