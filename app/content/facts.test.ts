// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { registeredState } from "../config/identity-formats";
import { site } from "../config/site";
import { calendarIn } from "./calendar";
import { citiesIn, placesIn } from "./cities";
import { aboutIn, processIn, stepsIn } from "./company";
import {
  branchesText,
  CITIES_SERVED,
  citiesServedText,
  clockText,
  courtsOf,
  courtsPlace,
  FAMILIES_MOVED,
  familiesText,
  hoursShort,
  hoursText,
  numberWord,
  OFFICE_HOURS,
  PHONE_HOURS,
  RATING,
  ratingText,
  REPLY_MINUTES,
  SUCCESS_RATE,
  YEARS_IN_BUSINESS,
  yearsText,
} from "./facts";
import { faqsIn } from "./faqs";
import { homeContentIn } from "./home-content";
import { legalIn } from "./legal";
import { branchesOf, withBranchCount } from "./places";
import { MOVE_STEP_COUNT, MoveStepCount } from "./process";
import { SERVICE_STEP_COUNT } from "./schemas/service-pages";
import { STEP_COUNT } from "./schemas/steps";

/** The company's name as a page in a language that does not inflect it writes it. */
const siteBrand = { brand: site.brand };

/** The head office as the cities file has it in English: where the courts are when its state is registered. */
const { headOffice } = (await citiesIn("en")).english;

/** Every file that writes text a visitor reads. */
const PAGE_SOURCES = ["app/content", "app/sections", "app/components", "app/routes", "app/forms"];
const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("/testing/");
/** The English content files (the other languages' words are checked against them by id). */
const CONTENT = join("content", "en");
const files = [
  ...PAGE_SOURCES.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(dir, f)).filter(isSource),
  ),
  ...readdirSync(CONTENT).map((f) => join(CONTENT, f)),
];
/** Source without comments (they may name a figure to explain it). */
const code = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "");

/**
 * Each way a page could state one of the company's figures by hand. The figure must come from
 * facts.ts instead, so a page cannot say 17 in one place and 100+ in another, or 8–9 here and
 * 9:30–7 there. Reviews may tell their own story ("thirty years of files"), so the patterns are
 * about the company's claims, not any number.
 */
const handWritten: [fact: string, pattern: RegExp][] = [
  [
    "years in business",
    /\b(over|more than)\s+(\d+|ten|a)\s+(years|decade)|\bdecade\b|\b\d+\+?\s*years of (experience|mov)/i,
  ],
  ["years in business", /\bten years\b/i],
  ["families moved", /\b\d[\d,]*\+?\s*families\b|thousands of families/i],
  ["cities served / branches", /\b\d+\+?\s*(cities|branches)\b|hundred (indian )?cities/i],
  ["rating", /\b\d\.\d\s*\/\s*5\b|\b\d\.\d out of 5\b/i],
  ["hours", /\bMon(day)?\s*(to|–|-)\s*(Sat|Sun)|\bopen\b[^.]{0,30}\d\s*(am|pm)\b/i],
  [
    "reply time",
    /within (one|two|three|\d+) working days?|(reply|replies|answer)[^.]{0,20}same day|quote[^.]{0,20}in minutes/i,
  ],
  ["number of process steps", /\b(three|four|five|six|seven)\s+(simple\s+|clear\s+)?steps\b/i],
  ["jurisdiction", /courts? (in|at|of) [A-Z]/],
];

/**
 * A content file's heading may count steps in words when a schema holds that count: the steps of a move
 * (schemas/steps.ts) and a service page's own steps (schemas/service-pages.ts). A word can be no placeholder, as
 * each language writes its own number words; a file with another count of steps is still refused.
 */
const countedInWords = (offender: string) =>
  offender.startsWith(CONTENT) &&
  [STEP_COUNT, SERVICE_STEP_COUNT].some((count) => offender.toLowerCase().includes(`${numberWord(count)} `));

describe("one source for every figure (app/content/facts.ts)", () => {
  it("reads the files that render pages", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join("app/content", "facts.ts"));
    expect(files).toContain(join(CONTENT, "faqs.json"));
  });

  for (const [fact, pattern] of handWritten) {
    it(`no page source writes the ${fact} by hand (${pattern.source.slice(0, 40)}…)`, () => {
      const offenders = files
        .filter((f) => !f.endsWith("facts.ts"))
        .flatMap((f) => (pattern.exec(code(f)) ? [`${f}: ${pattern.exec(code(f))![0]}`] : []))
        .filter((offender) => !countedInWords(offender));
      expect(offenders).toEqual([]);
    });
  }

  it("the patterns catch what the pages used to say", () => {
    const old = [
      "over 10 years of moving homes",
      "More than a decade of moves",
      "Ten years of moves",
      "5,000+ families",
      "thousands of families every year",
      "partner branches in more than 100 cities",
      "Rated 4.9/5",
      "rate us 4.9 out of 5",
      "Mon–Sun, 8 am – 9 pm",
      "Open Monday to Saturday, 9:30 am to 7 pm.",
      "we reply within one working day",
      "your quote is free and comes in minutes",
      "Your Move in Five Steps",
      "How We Move You in Six Steps",
      "the courts in Bihar",
    ];
    for (const text of old)
      expect(
        handWritten.some(([, p]) => p.test(text)),
        text,
      ).toBe(true);
  });

  it("the spec's counters and claims read the same figures (SPEC §9)", async () => {
    const [{ counters }, { reasons: trustReasons }] = await Promise.all([aboutIn("en", siteBrand), processIn("en", siteBrand)]);
    expect(counters.map((c) => c.value)).toEqual([YEARS_IN_BUSINESS, FAMILIES_MOVED, CITIES_SERVED, SUCCESS_RATE]);
    expect(`${YEARS_IN_BUSINESS}+ ${FAMILIES_MOVED}+ ${CITIES_SERVED}+ ${SUCCESS_RATE}%`).toBe("10+ 5000+ 100+ 99%");
    expect(ratingText).toBe("4.9/5");
    const { claims } = await homeContentIn("en", site.brand);
    expect(claims.map((c) => c.value)).toEqual([`${YEARS_IN_BUSINESS}+`, "IBA", ratingText, "100%"]);
    expect([yearsText, familiesText, citiesServedText]).toEqual(["10+ years", "5,000+ families", "100+ cities"]);
    expect(trustReasons.map((r) => r.title)).toEqual(expect.arrayContaining([`${yearsText} of moves`]));
    expect((await faqsIn("en")).find((f) => f.id === "why-choose-us")!.answer).toContain(`rate us ${RATING} out of 5`);
  });

  it("the branch count is the cities file's, and the cities served is a larger, defined figure", async () => {
    const places = await placesIn("en");
    const count = branchesOf(places).length;
    expect(withBranchCount(branchesText, places)).toBe(`${count} branches and the Kolkata head office`);
    expect(CITIES_SERVED).toBeGreaterThan(count);
  });

  it("one set of phone hours and one of office hours", () => {
    expect(hoursShort(PHONE_HOURS)).toBe("Mon–Sun, 8 am – 9 pm");
    expect(hoursText(OFFICE_HOURS)).toBe("Monday to Saturday, 9:30 am – 7 pm");
    expect(REPLY_MINUTES).toBeLessThanOrEqual(60);
  });

  it("every page tells the same steps: home, about and /process share one list and one count", async () => {
    const [{ steps }, homeSteps] = await Promise.all([processIn("en", siteBrand), stepsIn("en")]);
    expect(homeSteps.map((s) => s.title)).toEqual(steps.map((s) => s.title));
    expect(homeSteps.map((s) => s.text)).toEqual(steps.map((s) => s.text));
    expect(MoveStepCount).toBe("Four");
    expect(steps).toHaveLength(MOVE_STEP_COUNT);
    // The headings' count (in script) is the count the steps' file holds.
    expect(MOVE_STEP_COUNT).toBe(STEP_COUNT);
  });

  it("disputes go to the courts of the state the registration names, at the head office when it is there", async () => {
    const ctx = { brand: "B", email: "e@x.example", phone: "+91 98300 12345", address: "A", url: "https://x.example" };
    const terms = async (registration: string, gstin: string) => {
      const courts = courtsOf(registeredState(registration, gstin), headOffice);
      const { terms } = await legalIn("en", { ...ctx, courts }, courtsPlace(courts), await calendarIn("en"));
      return terms.flatMap((s) => s.blocks.flat()).join("\n");
    };
    expect(await terms("U63090WB2012PTC178245", "19AAKCS4821M1ZT")).toContain("the courts at Kolkata, West Bengal");
    expect(await terms("U63090BR2012PTC178245", "19AAKCS4821M1ZT")).toContain("the courts of Bihar");
    // An LLPIN names no state: the GSTIN's does.
    expect(await terms("AAB-1234", "10AAKCS4821M1ZT")).toContain("the courts of Bihar");
    expect(await terms("U63090WB2012PTC178245", "19AAKCS4821M1ZT")).not.toMatch(/Bihar|Patna/);
  });
});

describe("clockText", () => {
  it("writes every quarter hour as Intl writes it for en-IN", () => {
    const intl = (minutes: boolean) =>
      new Intl.DateTimeFormat("en-IN", { hour: "numeric", ...(minutes && { minute: "2-digit" }), timeZone: "UTC" });
    for (let hour = 0; hour < 24; hour++)
      for (const minute of [0, 15, 30, 45]) {
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const expected = intl(minute > 0)
          .format(Date.UTC(2000, 0, 1, hour, minute))
          .replace(/\s/g, " ");
        expect(clockText(time), time).toBe(expected);
      }
  });
});
