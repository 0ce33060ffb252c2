/**
 * The words of /book-survey: its search result and first screen, how the survey goes, the booking form's own
 * words (the shared fields' are the forms'), the confirmation and the calendar entry, and how a floor is named.
 */
import { z } from "zod";

import { locales } from "../../config/locales.ts";
import { Id, Prose, records, template as sharedTemplate, Text, withPlaceholders } from "./fields.ts";
import { PAGE_FACTS } from "./pages.ts";

/** The steps of a survey, each drawn with its icon (app/sections/book-survey/survey-booking.tsx), in this order. */
export const SURVEY_STEPS = ["pick", "confirm", "survey", "quote"] as const;

/** Words that may name the company's facts (`{reply}`, `{brand}`), filled when the page is built. */
const Words = withPlaceholders(Text, PAGE_FACTS, "the facts");

/**
 * Words the page completes as it shows them (a day, a time, a place): each of `names` at least once, and no name
 * but those and the company's facts.
 */
const template = (names: readonly string[]) => sharedTemplate(names, PAGE_FACTS);

/** What to have ready for the surveyor: one line each. */
const Lines = z.array(Words).min(1, "at least one line");

/**
 * Every floor but those named in words, by its number (`{floor}`), in each ordinal form of the language that
 * `Intl` names ("1st", "2nd", "3rd", "4th": `one`, `two`, `few`, `other`; `other` always).
 */
const Ordinal = z
  .object({
    zero: template(["floor"]).optional(),
    one: template(["floor"]).optional(),
    two: template(["floor"]).optional(),
    few: template(["floor"]).optional(),
    many: template(["floor"]).optional(),
    other: template(["floor"]),
  })
  .strict();

export const bookSurveySchema = z
  .object({
    meta: z.object({ title: Words, description: Words }).strict(),
    hero: z.object({ eyebrow: Words, heading: Words, intro: Prose }).strict(),
    /** Beside the form: how the free survey works. */
    steps: z
      .object({
        title: Words,
        steps: records(z.object({ id: Id, title: Words, text: Words }).strict()).refine(
          (steps) => steps.map((s) => s.id).join() === SURVEY_STEPS.join(),
          `the steps ${SURVEY_STEPS.map((s) => `'${s}'`).join(", ")}, in this order`,
        ),
      })
      .strict(),
    /** The booking form's own words. */
    form: z
      .object({
        title: Words,
        intro: Words,
        type: Words,
        /** The two kinds of survey; a home visit's sentence counts the branch cities (`{branches}`). */
        home: z.object({ name: Words, text: template(["branches"]) }).strict(),
        video: z.object({ name: Words, text: Words }).strict(),
        city: Words,
        chooseCity: Words,
        cityHintHome: Words,
        cityHintVideo: Words,
        /** Over a home visit's address, floor and lift. */
        visit: Words,
        floor: Words,
        lift: Words,
        day: Words,
        chooseDay: Words,
        dayHint: Words,
        time: Words,
        timeHint: Words,
        dayFirst: Words,
        language: Words,
        /**
         * The languages a survey can be held in, the table's, by code and in its order, named in the file's
         * language. One the file does not name is offered by its own name (the table's `nativeName`): a language
         * joins the site by its line and its folder, without a word added to every other language's files.
         */
        languages: records(z.object({ id: Id, name: Words }).strict()).refine(
          (named) => named.map((l) => l.id).join() === locales.filter((l) => named.some((n) => n.id === l)).join(),
          `languages of the locale table (${locales.map((l) => `'${l}'`).join(", ")}), in its order`,
        ),
        you: Words,
        estimateAttached: Words,
        itemsAttached: Words,
        slotGone: Words,
      })
      .strict(),
    /** How a floor is named: the lowest floors in words, from the ground floor up, and every other by its number. */
    floors: z
      .object({
        names: z.array(Text).min(1, "at least the ground floor's name"),
        ordinal: Ordinal,
      })
      .strict(),
    /** What replaces the form once the survey is requested, and the calendar entry it offers. */
    confirmation: z
      .object({
        title: Words,
        /** The kinds of survey within a sentence ("home visit"). */
        home: Words,
        video: Words,
        requested: template(["kind", "day", "time"]),
        confirm: template(["reply"]),
        at: template(["place"]),
        city: template(["city"]),
        ready: Words,
        readyHome: Lines,
        readyVideo: Lines,
        calendar: Words,
        ics: Words,
        google: Words,
        /** Said to screen readers after a link that opens a new tab. */
        opensNewTab: Words,
        whatsapp: Words,
        opensWhatsapp: Words,
        /** Before the phone number, which is a link. */
        call: Words,
        eventTitle: template(["kind"]),
        eventHome: template(["place"]),
        eventVideo: Words,
        eventConfirm: template(["reply"]),
        eventPhone: template(["phone"]),
        videoPlace: Words,
        /** The message the visitor sends the company on WhatsApp, before what was requested. */
        message: template(["details"]),
      })
      .strict(),
  })
  .strict();

export type BookSurveyContent = z.infer<typeof bookSurveySchema>;

/** Written once, in the English file: none; every field is words. */
export const bookSurveyNeutral = [] as const;

/** The placeholders the page fills as it shows its words; the others are the company's facts. */
export const BOOK_SURVEY_TEMPLATES = ["branches", "kind", "day", "time", "place", "city", "phone", "details", "floor"];
