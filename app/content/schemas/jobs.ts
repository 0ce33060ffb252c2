import { z } from "zod";

import { Id, Named, Prose, records, refersTo, Text } from "./fields.ts";

/** The open positions on /career (SPEC §3 "Job") and the lists their department, location and type come from. */
export const jobsSchema = z
  .object({
    departments: records(Named).min(1),
    locations: records(Named).min(1),
    types: records(Named).min(1),
    jobs: records(
      z
        .object({
          id: Id,
          title: Text,
          department: Id,
          location: Id,
          type: Id,
          /** Experience asked for, in plain words. */
          experience: Text,
          summary: Prose,
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((content, ctx) => {
    content.jobs.forEach((job, i) => {
      refersTo(content.departments, job.department, ["jobs", i, "department"], ctx);
      refersTo(content.locations, job.location, ["jobs", i, "location"], ctx);
      refersTo(content.types, job.type, ["jobs", i, "type"], ctx);
    });
  });

export type JobsContent = z.infer<typeof jobsSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const jobsNeutral = ["department", "location", "type"] as const;
