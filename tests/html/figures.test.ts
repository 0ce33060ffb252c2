import { describe, expect, it } from "vitest";

import { locales } from "../../app/config/locales.ts";
import { placesIn } from "../../app/content/cities.ts";
import {
  CITIES_SERVED,
  clockText,
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
import { built, pages, site, textOf } from "./built";

/** The branch cities of the cities file: the count every page states. */
const BRANCH_COUNT = branchesOf(await placesIn("en")).length;

/**
 * The company's figures as the built pages state them, in either language, against app/content/facts.ts. A
 * figure is read from running text ("10+ years of moves", "17 ब्रांच") or from a counter: an element holding only
 * the figure, named by the text around it ("Years of experience" · "10+").
 */
const number = (s: string) => Number(s.replace(/,/g, ""));
const STATES = new Set(branchesOf(await placesIn("en")).map((c) => c.state)).size;
const hoursOf = (h: Hours) => `${clockText(h.opens)} – ${clockText(h.closes)}`;

/** The phones' and the office's hours as a language writes their times (content/<language>/names.json). */
async function hoursIn(locale: "hi" | "bn") {
  const names = await namesIn(locale);
  return [PHONE_HOURS, OFFICE_HOURS].map((h) => `${spelledTime(names, h.opens)} – ${spelledTime(names, h.closes)}`);
}
const hindiHours = await hoursIn("hi");
const bengaliHours = await hoursIn("bn");

/** Each figure in running text: the pattern that finds it, and the value facts.ts gives it. */
const RUNNING: [figure: string, pattern: RegExp, expected: number | ((m: RegExpMatchArray) => boolean)][] = [
  ["years in business", /(\d+)\+\s*(?:years?|साल|বছর)/gi, YEARS_IN_BUSINESS],
  ["families moved", /([\d,]+)\+\s*(?:families|परिवार|পরিবার)/gi, FAMILIES_MOVED],
  ["cities served", /(\d+)\+\s*(?:cities|शहर|শহর)/gi, CITIES_SERVED],
  ["branch cities", /(\d+)(?![\d+])(?:টি)?\s*(?:cities|शहर|শহর)/gi, BRANCH_COUNT],
  // Not "Sector 44 branch": an address.
  ["branches", /(?<!Sector |सेक्टर |সেক্টর )\b(\d+)(?:টি)?\s*(?:branches|ब्रांच|ব্রাঞ্চ)/gi, BRANCH_COUNT],
  ["states with a branch", /(\d+)(?:টি)?\s*(?:states|राज्य|রাজ্য)/gi, STATES],
  ["rating", /(\d\.\d)\s*(?:\/\s*5|out of 5)/gi, RATING],
  ["reviews", /(?<!আরও |[\d,])([\d,]+)(?:টি)?\s*(?:reviews|रिव्यू|রিভিউয়ের|রিভিউ)/gi, site.rating.reviewCount],
  ["reply time", /(\d+)\s*(?:minutes|min\b|मिनट|মিনিট)/gi, REPLY_MINUTES],
  [
    "hours",
    /(Mon–Sun|every day|Mon–Sat|Monday to Saturday),?\s+(\d{1,2}(?::\d\d)? [ap]m\s*–\s*\d{1,2}(?::\d\d)? [ap]m)/g,
    (m) => m[2] === hoursOf(/Sat/.test(m[1]!) ? OFFICE_HOURS : PHONE_HOURS),
  ],
  ["hours", /(?:सुबह|दोपहर|शाम|रात) [\d:]+ – (?:सुबह|दोपहर|शाम|रात) [\d:]+/g, (m) => hindiHours.includes(m[0])],
  [
    "hours",
    /(?:সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) [\d:]+(?:টা)? – (?:সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) [\d:]+(?:টা)?/g,
    (m) => bengaliHours.includes(m[0]),
  ],
];

/** A counter's figure by what the text around it names; a counter naming none of these fails. */
const COUNTERS: [label: RegExp, figure: string][] = [
  [/founded|स्थापना|প্রতিষ্ঠা/i, `${site.identity.yearFounded}`],
  [/branch|ब्रांच|ব্রাঞ্চ/i, `${BRANCH_COUNT}`],
  [/state|राज्य|রাজ্য/i, `${STATES}`],
  [/year|साल|বছর/i, `${YEARS_IN_BUSINESS}+`],
  [/famil|परिवार|পরিবার/i, `${FAMILIES_MOVED}+`],
  [/cit|शहर|শহর/i, `${CITIES_SERVED}+`],
  [/claim|क्लेम|ক্লেম/i, `${SUCCESS_RATE}%`],
  [/rating|रेटिंग|রেটিং/i, `${RATING}/5`],
  // SPEC §1, §9: the safety guarantee is the whole value, not a figure that could drift.
  [/guarantee|गारंटी|গ্যারান্টি/i, "100%"],
];
const FIGURE = /^(?:\d[\d,]*[+%]|\d\.\d\/5)$/;
/** A plain count is a counter only as a described value ("Branch cities" · "17"). */
const isCounter = (el: Element) =>
  (FIGURE.test(textOf(el)) || (el.tagName === "DD" && /^\d+$/.test(textOf(el)))) &&
  !Array.from(el.children).some((c) => textOf(c) === textOf(el));

/** The job openings' experience asked of applicants ("2+ years in field sales") is not the company's. */
const applicants = (await Promise.all(locales.map((l) => readContent("jobs", l)))).flatMap((content) =>
  content.jobs.map((j) => j.experience),
);

function figuresOf(path: string) {
  const { document } = built(path);
  const body = document.body.cloneNode(true) as Element;
  const counters = Array.from(body.querySelectorAll("*")).filter(isCounter);
  const named = counters.map((el) => ({ figure: textOf(el), label: textOf(el.parentElement).replace(textOf(el), "") }));
  for (const el of counters) el.remove();
  let text = `${document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""}\n${textOf(body)}`;
  for (const asked of applicants) text = text.split(asked).join(" ");
  return { text, counters: named };
}

const found = new Map<string, number>();

describe("the company's figures on the built pages", () => {
  it.each(pages)("%s states the figures of facts.ts", (path) => {
    const { text, counters } = figuresOf(path);
    const wrong: string[] = [];
    for (const [figure, pattern, expected] of RUNNING)
      for (const m of text.matchAll(pattern)) {
        found.set(figure, (found.get(figure) ?? 0) + 1);
        const ok = typeof expected === "number" ? number(m[1]!) === expected : expected(m);
        if (!ok) wrong.push(`${figure}: "${m[0]}"`);
      }
    for (const { figure, label } of counters) {
      const named = COUNTERS.find(([l]) => l.test(label));
      found.set("counter", (found.get("counter") ?? 0) + 1);
      if (!named) wrong.push(`counter ${figure} named by nothing known: "${label}"`);
      else if (figure.replace(/,/g, "") !== named[1]) wrong.push(`counter "${label}": ${figure}`);
    }
    expect(wrong).toEqual([]);
  });

  it("each figure was found somewhere, so no pattern passes for want of text", () => {
    for (const figure of new Set(RUNNING.map(([f]) => f))) expect(found.get(figure) ?? 0, figure).toBeGreaterThan(0);
    expect(found.get("counter")).toBeGreaterThanOrEqual(10);
  });
});
