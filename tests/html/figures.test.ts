import { describe, expect, it } from "vitest";

import { type Locale, localeOf, locales } from "../../app/config/locales.ts";
import { citiesIn, placesIn } from "../../app/content/cities.ts";
import {
  CITIES_SERVED,
  FAMILIES_MOVED,
  type Hours,
  OFFICE_HOURS,
  PHONE_HOURS,
  RATING,
  REPLY_MINUTES,
  SUCCESS_RATE,
  YEARS_IN_BUSINESS,
} from "../../app/content/facts.ts";
import { namesIn, spelledTime } from "../../app/content/names.ts";
import { branchesOf } from "../../app/content/places.ts";
import { readContent } from "../../app/content/read.ts";
import { collections, type Kind } from "../../app/content/schemas/index.ts";
import { built, pages, site, textOf } from "./built";

/**
 * The company's figures as the built pages state them, in every language, against app/content/facts.ts. A figure
 * is read from running text ("10+ years of moves", "our 17 branches") or from a counter: an element holding only the
 * figure, named by the text around it ("Years of experience" · "10+"). What a language writes around a figure is
 * read from its own content, so a language added to the locale table has its figures read as soon as it has words.
 */
const number = (s: string) => Number(s.replace(/,/g, ""));
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The branch cities of the cities file: the count every page states. */
const BRANCH_COUNT = branchesOf(await placesIn("en")).length;
const STATES = new Set(branchesOf(await placesIn("en")).map((c) => c.state)).size;

/** The placeholders through which the words state a figure of the company, with the figure they must show. */
const FIGURES: Record<string, { figure: string; value: number }> = {
  years: { figure: "years in business", value: YEARS_IN_BUSINESS },
  families: { figure: "families moved", value: FAMILIES_MOVED },
  citiesServed: { figure: "cities served", value: CITIES_SERVED },
  cities: { figure: "cities served", value: CITIES_SERVED },
  branches: { figure: "branches", value: BRANCH_COUNT },
  states: { figure: "states with a branch", value: STATES },
  reviews: { figure: "reviews", value: site.rating.reviewCount },
  reply: { figure: "reply time", value: REPLY_MINUTES },
  rating: { figure: "rating", value: RATING },
};

/** Every string of a language's content. */
async function stringsIn(locale: Locale): Promise<string[]> {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const kind of Object.keys(collections) as Kind[]) walk(await readContent(kind, locale));
  return strings;
}

const WORD = "[\\p{L}\\p{M}]+";
/** A figure as the pages write it: "10", "5,000", "4.9"; never the tail of a longer number. */
const FIGURE_NUMBER = "(?<![\\d.,/])(\\d[\\d,]*(?:\\.\\d+)?)";
/** A placeholder of `FIGURES`, the word before it, what is stuck to it ("+", "/5", a classifier) and the word after. */
const PLACED = new RegExp(
  `(?:(${WORD})\\s*)?\\{(${Object.keys(FIGURES).join("|")})\\}([^\\s{}]*)(?:\\s+(${WORD}))?`,
  "gu",
);

/**
 * How a language states each figure in running text, read from its content: the figure with what is stuck to its
 * placeholder and the word that follows it ("{years}+ years" finds "10+ years"), or, when no word follows, the word
 * before it ("Rated {rating}/5"). A placeholder with neither (a counter's "{years}+") names nothing.
 */
async function phrasesIn(locale: Locale) {
  const phrases = new Map<string, { figure: string; value: number; pattern: RegExp }>();
  for (const text of await stringsIn(locale))
    for (const [, before, name, stuck = "", after] of text.matchAll(PLACED)) {
      const { figure, value } = FIGURES[name!]!;
      // A word past a punctuation mark belongs to the next clause.
      const follows = after !== undefined && !/\p{P}$/u.test(stuck);
      if (!follows && before === undefined) continue;
      const source = follows
        ? `${FIGURE_NUMBER}${escaped(stuck)}\\s*${escaped(after)}(?![\\p{L}\\p{M}])`
        : `(?<![\\p{L}\\p{M}])${escaped(before!)}\\s*${FIGURE_NUMBER}${escaped(stuck)}(?![\\d,]*\\d)`;
      phrases.set(source, { figure, value, pattern: new RegExp(source, "gu") });
    }
  return [...phrases.values()];
}

/** The phones' and the office's hours as a language writes their times (content/<language>/names.json). */
async function hoursIn(locale: Locale) {
  const names = await namesIn(locale);
  // As a reader gets them (textOf): a time's no-break spaces read as spaces.
  const spelled = (time: string) => spelledTime(names, time).replaceAll("\u00a0", " ");
  const range = (h: Hours) => `${spelled(h.opens)} – ${spelled(h.closes)}`;
  // Any time the language writes, its digits any digits: a range of them is one of the company's hours.
  const time = [...new Set(names.content.times.map((t) => escaped(t.time).replace(/\d+/g, "\\d+")))].join("|");
  const pattern = `(?<![\\d:])(?:${time})\\s*–\\s*(?:${time})`;
  return {
    ranges: new RegExp(pattern, "gu"),
    hours: [PHONE_HOURS, OFFICE_HOURS].map(range),
    // The days facts.ts names before the hours ("Mon–Sat, 9:30 am – 7 pm") are those days' hours.
    days: [PHONE_HOURS, OFFICE_HOURS].map((h) => ({
      pattern: new RegExp(`(?:${escaped(h.days)}|${escaped(h.daysShort)}),?\\s+(${pattern})`, "gu"),
      range: range(h),
    })),
  };
}

/** A counter's figure by the label the content gives it; a counter named by none of them fails. */
async function countersIn(locale: Locale): Promise<{ label: string; figure: string }[]> {
  const [about, home, network, components] = await Promise.all([
    readContent("about", locale),
    readContent("home", locale),
    readContent("network", locale),
    readContent("components", locale),
  ]);
  const counter = (id: string) => about.counters.find((c) => c.id === id)!.label;
  const claim = (id: string) => home.claims.find((c) => c.id === id)!.label;
  const labels: [label: string, figure: string][] = [
    [components.companyIdentity.founded, `${site.identity.yearFounded}`],
    [network.block.branchCities, `${BRANCH_COUNT}`],
    [network.block.states, `${STATES}`],
    [counter("years"), `${YEARS_IN_BUSINESS}+`],
    [claim("experience"), `${YEARS_IN_BUSINESS}+`],
    [counter("families"), `${FAMILIES_MOVED}+`],
    [counter("cities"), `${CITIES_SERVED}+`],
    [counter("success"), `${SUCCESS_RATE}%`],
    [claim("rating"), `${RATING}/5`],
    [home.hero.ratingLabel, `${RATING}/5`],
    [components.proofPanel.rating, `${RATING}/5`],
    // SPEC §1, §9: the safety guarantee is the whole value, not a figure that could drift.
    [claim("safety"), "100%"],
    [home.hero.safetyLabel, "100%"],
  ];
  // The longest label first: a counter's text names the most specific one it holds.
  return labels
    .map(([label, figure]) => ({ label: label.replace(/\s+/g, " ").trim(), figure }))
    .sort((a, b) => b.label.length - a.label.length);
}

/**
 * Text whose numbers are not the company's: the job openings' experience asked of applicants ("2+ years in field
 * sales") and the branches' localities whose names hold a number ("our Sector 44 branch"), which a language may
 * write in its own letters: there the number with the word before it is the name.
 */
async function othersIn(locale: Locale): Promise<RegExp[]> {
  const [jobs, cities] = await Promise.all([readContent("jobs", locale), citiesIn(locale)]);
  const numbered = cities.content.pages.flatMap((c) => c.office.locality.match(/\d+/g) ?? []);
  return [
    ...jobs.jobs.map((j) => new RegExp(escaped(j.experience), "gu")),
    ...numbered.map((n) => new RegExp(`${WORD}\\s+${n}(?!\\d)`, "gu")),
  ];
}

const languages = new Map(
  await Promise.all(
    locales.map(
      async (l) =>
        [
          l,
          {
            phrases: await phrasesIn(l),
            hours: await hoursIn(l),
            counters: await countersIn(l),
            others: await othersIn(l),
          },
        ] as const,
    ),
  ),
);

const FIGURE = /^(?:\d[\d,]*[+%]|\d\.\d\/5)$/;
/** A plain count is a counter only as a described value ("Branch cities" · "17"). */
const isCounter = (el: Element) =>
  (FIGURE.test(textOf(el)) || (el.tagName === "DD" && /^\d+$/.test(textOf(el)))) &&
  !Array.from(el.children).some((c) => textOf(c) === textOf(el));

function figuresOf(path: string, others: readonly RegExp[]) {
  const { document } = built(path);
  const body = document.body.cloneNode(true) as Element;
  const counters = Array.from(body.querySelectorAll("*")).filter(isCounter);
  const named = counters.map((el) => ({ figure: textOf(el), label: textOf(el.parentElement).replace(textOf(el), "") }));
  for (const el of counters) el.remove();
  let text = `${document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""}\n${textOf(body)}`;
  for (const other of others) text = text.replace(other, " ");
  return { text, counters: named };
}

const found = new Map<string, number>();
const count = (locale: Locale, figure: string) =>
  found.set(`${locale} ${figure}`, (found.get(`${locale} ${figure}`) ?? 0) + 1);

describe("the company's figures on the built pages", () => {
  it.each(pages)("%s states the figures of facts.ts", (path) => {
    const locale = localeOf(path);
    const { phrases, hours, counters, others } = languages.get(locale)!;
    const { text, counters: shown } = figuresOf(path, others);
    const wrong: string[] = [];
    for (const { figure, value, pattern } of phrases)
      for (const m of text.matchAll(pattern)) {
        count(locale, figure);
        if (number(m[1]!) !== value) wrong.push(`${figure}: "${m[0]}"`);
      }
    for (const m of text.matchAll(hours.ranges)) {
      count(locale, "hours");
      if (!hours.hours.includes(m[0])) wrong.push(`hours: "${m[0]}"`);
    }
    for (const { pattern, range } of hours.days)
      for (const m of text.matchAll(pattern)) if (m[1] !== range) wrong.push(`hours of the days: "${m[0]}"`);
    for (const { figure, label } of shown) {
      const named = counters.find((c) => label.includes(c.label));
      count(locale, "counter");
      if (!named) wrong.push(`counter ${figure} named by nothing known: "${label}"`);
      else if (figure.replace(/,/g, "") !== named.figure) wrong.push(`counter "${label}": ${figure}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(locales)("each figure was found somewhere in %s, so no pattern passes for want of text", (locale) => {
    const figures = new Set([...Object.values(FIGURES).map((f) => f.figure), "hours"]);
    for (const figure of figures) expect(found.get(`${locale} ${figure}`) ?? 0, figure).toBeGreaterThan(0);
    expect(found.get(`${locale} counter`)).toBeGreaterThanOrEqual(10);
  });
});
