import { z } from "zod";

import { planLinks, planMoves, planSizes, planTraits, sizeSlug } from "../moving-plan.ts";
import { Id, Prose, records, template, Text } from "./fields.ts";
import { Plural } from "./pages.ts";

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
    /** The search result and the first screen. */
    page: z
      .object({
        meta: z.object({ title: Text, description: Text }).strict(),
        hero: z.object({ eyebrow: Text, heading: Text, intro: Prose }).strict(),
      })
      .strict(),
    /** The questions. */
    form: z
      .object({
        title: Text,
        date: Text,
        move: Text,
        from: Text,
        to: Text,
        city: Text,
        otherCity: Text,
        size: Text,
        chooseSize: Text,
        optional: Text,
        optionalHint: Text,
        flat: Text,
        vehicle: Text,
        school: Text,
        pets: Text,
      })
      .strict(),
    /** Over the plan: its route, how far away the move is, the ticks done, and the printed page's title and footer. */
    plan: z
      .object({
        title: Text,
        empty: Text,
        /** "Kolkata to Delhi". */
        route: template(["from", "to"]),
        /** From the day the plan is looked at to the moving day: days ahead, the days around it, days since. */
        countdown: z
          .object({
            ahead: template(["days"]),
            tomorrow: Text,
            today: Text,
            yesterday: Text,
            ago: template(["days"]),
          })
          .strict(),
        progress: template(["done", "total"]),
        /** The button beside the questions that takes the visitor to the plan once it is ready. */
        ready: Plural,
        kept: Text,
        printTitle: Text,
        printFooter: template(["planUrl"]),
      })
      .strict(),
    /** The next step that suits how far away the move is. */
    cta: z
      .object({
        surveyTitle: Text,
        surveyText: Text,
        bothTitle: Text,
        bothText: Text,
        callTitle: Text,
        callText: Text,
        call: Text,
      })
      .strict(),
    /** Print, calendar and share. */
    actions: z
      .object({
        print: Text,
        calendar: Text,
        calendarHint: Text,
        copy: Text,
        copied: Text,
        copyFailed: Text,
        whatsapp: Text,
        /** Screen readers hear it after the WhatsApp link. */
        opensWhatsapp: Text,
        /** Before the plan's address, shown when the clipboard refuses it. */
        linkLabel: Text,
        /** The message a visitor shares. */
        shareText: template(["link"]),
      })
      .strict(),
    /** The plan's groups: their titles, and the days of a group and of a task. */
    view: z
      .object({
        asap: Text,
        asapNote: Text,
        weeksBefore: Plural,
        movingDay: Text,
        weekAfter: Text,
        /** Two days of a group, already written in the page's language. */
        range: template(["start", "end"]),
        wasDue: template(["date"]),
      })
      .strict(),
    /**
     * The months as a task's day names them ("Fri, 27 Nov"): short where a language's short forms are words, whole
     * where they are clipped ones. The weekdays and the order are the language's calendar's.
     */
    dates: z
      .object({ months: z.array(Text).length(12, "twelve months, January first") })
      .strict(),
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
