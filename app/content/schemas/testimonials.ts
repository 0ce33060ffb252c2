import { z } from "zod";

import { services } from "../services.ts";
import { Id, matching, Prose, records, Text } from "./fields.ts";

const SERVICE_PATHS = services.map((s) => s.path);

/** The customers' reviews: the cards of /testimonials, and the ones each service, guide and city page shows. */
export const testimonialsSchema = z
  .object({
    testimonials: records(
      z
        .object({
          id: Id,
          name: Text,
          /** Where the customer lives, as the card names it. */
          city: Text,
          /** Year and month of the move. */
          date: matching(/^20\d\d-(0[1-9]|1[0-2])$/, "a year and month like '2025-02'"),
          /** The move the review describes: what moved, from where to where. */
          move: Text,
          /** The service the review is about. */
          service: z.enum(SERVICE_PATHS as [string, ...string[]], {
            error: `one of the services' paths: ${SERVICE_PATHS.join(", ")}`,
          }),
          text: Prose,
        })
        .strict(),
    ).min(1),
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialsSchema>["testimonials"][number];
export const testimonialsNeutral = ["date", "service"] as const;
