/**
 * Values the site's configuration names (the founder, the head office's locality) and the company's opening times,
 * as each language writes them (docs/decisions/founder-name-in-script.md): the English file holds each value as
 * configured, a language's file its spelling under the same id. A configured value with no record stops the build
 * (app/content/names.ts), instead of showing Latin letters in a sentence of Devanagari or Bengali.
 */
import { z } from "zod";

import { Id, matching, records, Text } from "./fields.ts";

/** A time of day of the records ("09:30") as an id: "09-30". */
const TimeId = matching(/^([01]\d|2[0-3])-[0-5]\d$/, "a time of day as hours-minutes, like '09-30'");

export const namesSchema = z
  .object({
    /** A configured name: the English file holds it as configured. */
    names: records(z.object({ id: Id, name: Text }).strict()),
    /** A time the phones or the office open or close, as the pages write it: "8 am", "सुबह 8". */
    times: records(z.object({ id: TimeId, time: Text }).strict()),
  })
  .strict();

export const namesNeutral = [] as const;

export type NamesContent = z.infer<typeof namesSchema>;
