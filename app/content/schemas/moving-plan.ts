import { z } from "zod";

import { planLinks, planMoves, planSizes, planTraits, sizeSlug } from "../moving-plan.ts";
import { Id, records, Text } from "./fields.ts";

/** Where the destination city's link names the city (app/sections/moving-plan/plan-view.tsx fills it). */
const CITY_PLACEHOLDER = "{city}";

/** The plan runs from six weeks before the moving day to the week after it. */
const FIRST_DAY = -42;
const LAST_DAY = 7;

/** A task's day, counted from the moving day. */
const Day = z
  .int(`a whole number of days from the moving day, from ${FIRST_DAY} (six weeks before) to ${LAST_DAY}`)
  .min(FIRST_DAY, `a day from ${FIRST_DAY} (six weeks before the moving day) on`)
  .max(LAST_DAY, `a day up to ${LAST_DAY} (a week after the moving day)`);

const Trait = z.enum(planTraits, `one of ${planTraits.map((t) => `'${t}'`).join(", ")}`);

const Task = z
  .object({
    id: Id,
    title: Text,
    why: Text,
    day: Day,
    /** The traits of a move that show the task (any one of them); every move when left out. */
    needs: z.array(Trait).min(1, "at least one trait, or leave the field out").optional(),
    /** The day when the move has the trait (a big home sorts earlier). */
    dayIf: z.object({ trait: Trait, day: Day }).strict().optional(),
    /** The site's page that helps: one of the links. */
    link: z.enum(planLinks, `one of ${planLinks.map((l) => `'${l}'`).join(", ")}`).optional(),
  })
  .strict();

/** The names of a fixed list the code decides: every one of `ids` once, no other. */
const fixedList = (list: readonly { id: string }[], ids: readonly string[], what: string, ctx: z.RefinementCtx) => {
  for (const id of ids)
    if (!list.some((r) => r.id === id))
      ctx.addIssue({ code: "custom", path: [what], message: `'${id}' is missing: the plan's code has it` });
  list.forEach((r, i) => {
    if (!ids.includes(r.id))
      ctx.addIssue({
        code: "custom",
        path: [what, i, "id"],
        message: `'${r.id}' is none of ${ids.map((id) => `'${id}'`).join(", ")}`,
      });
  });
};

/** The tasks of /moving-plan, the names of the kinds of move and home sizes it asks about, and the labels of the pages it links. */
export const movingPlanSchema = z
  .object({
    moves: records(z.object({ id: Id, name: Text }).strict()),
    /** The home sizes the form offers, by the id of the price tables' column of the same size. */
    sizes: records(z.object({ id: Id, name: Text }).strict()),
    links: records(z.object({ id: Id, label: Text }).strict()),
    tasks: records(Task).min(1),
  })
  .strict()
  .superRefine((content, ctx) => {
    fixedList(content.moves, planMoves, "moves", ctx);
    fixedList(content.sizes, planSizes.map(sizeSlug), "sizes", ctx);
    fixedList(content.links, planLinks, "links", ctx);
    content.links.forEach((link, i) => {
      if (link.id === "destination-city" && !link.label.includes(CITY_PLACEHOLDER))
        ctx.addIssue({
          code: "custom",
          path: ["links", i, "label"],
          message: `words with ${CITY_PLACEHOLDER} where the destination city's name goes`,
        });
    });
  });

export type MovingPlanContent = z.infer<typeof movingPlanSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const movingPlanNeutral = ["day", "needs", "dayIf", "link"] as const;
