/**
 * The company's figures, stated once. Every page that gives a count, the hours, the reply time, the
 * rating, the number of steps of a move or the courts for disputes reads it from here, and
 * facts.test.ts fails when a page's source states one of them any other way.
 *
 * Content module: relative imports with their extension, never ~/config/site (see cities.ts).
 * What the rating is based on (number of reviews and where they were given) is in the site
 * configuration; the rating itself is the spec's claim (SPEC §1, §9: 4.9/5).
 */
import { clockOf } from "../config/locales.ts";
import { indianNumber } from "../config/numbers.ts";

/** SPEC §9 counters: 10+ years, 5000+ families, 100+ cities, 99% success. */
export const YEARS_IN_BUSINESS = 10;
export const FAMILIES_MOVED = 5000;
export const CITIES_SERVED = 100;
export const SUCCESS_RATE = 99;
export const RATING = 4.9;

/**
 * How many branch cities the company has (their own office and city page, not counting the Kolkata head office)
 * is the count of the cities file, which a page knows from its layout's data: words that state it name it
 * `{branches}`, filled where they are shown (~/content/places `withBranchCount`).
 */
const BRANCHES = "{branches}";

/** "10+ years", "5,000+ families", "100+ cities": the counters as words in running text. */
export const yearsText = `${YEARS_IN_BUSINESS}+ years`;
export const familiesText = `${indianNumber(FAMILIES_MOVED)}+ families`;
export const citiesServedText = `${CITIES_SERVED}+ cities`;
export const ratingText = `${RATING}/5`;
/** "17 branches and the Kolkata head office", once `{branches}` is filled. */
export const branchesText = `${BRANCHES} branches and the Kolkata head office`;

export interface Hours {
  /** "Monday to Saturday" */
  days: string;
  /** "Mon–Sat" */
  daysShort: string;
  /** "09:30": 24-hour, as JSON-LD writes it; each language says it its own way. */
  opens: string;
  closes: string;
}

/** Calls, chat and quote requests are answered in these hours. */
export const PHONE_HOURS: Hours = { days: "every day", daysShort: "Mon–Sun", opens: "08:00", closes: "21:00" };
/** The head office and every branch office are open to visitors in these hours. */
export const OFFICE_HOURS: Hours = {
  days: "Monday to Saturday",
  daysShort: "Mon–Sat",
  opens: "09:30",
  closes: "19:00",
};

/**
 * A time of day in English: "8 am", "9:30 am", "7 pm", as `Intl` writes it for en-IN (facts.test.ts holds it to
 * that); written out so that a page does not load the locale data on the way (../config/numbers.ts says why).
 */
export function clockText(time: string): string {
  const { hour, minute } = clockOf(time);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute > 0 ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

/** "Monday to Saturday, 9:30 am – 7 pm" */
export const hoursText = (h: Hours) => `${h.days}, ${clockText(h.opens)} – ${clockText(h.closes)}`;
/** "Mon–Sat, 9:30 am – 7 pm" */
export const hoursShort = (h: Hours) => `${h.daysShort}, ${clockText(h.opens)} – ${clockText(h.closes)}`;

/**
 * How soon a coordinator answers a quote request, call-back request, enquiry or e-mail in phone
 * hours — the 'in minutes' of the spec's 'FREE estimates in minutes'. Requests sent after hours
 * are answered from the next opening.
 */
export const REPLY_MINUTES = 30;

/**
 * Where disputes go: the courts of the state the company's registration names (the configured CIN or GSTIN), at
 * the head office's city when the head office is in that state. Derived, never written as prose, so the terms
 * always agree with the numbers on /verify.
 */
export interface Courts {
  /** The state, in English, as the registration names it. */
  state: string;
  /** The head office's city (the cities file's id and English name), when it is in that state. */
  city?: { slug: string; name: string };
  /** The head office's city's English name. */
  headOffice: string;
}
/** The head office's city as the cities file has it in English. */
export interface HeadOfficeCity {
  slug: string;
  name: string;
  state: string;
}
export const courtsOf = (registeredState: string, head: HeadOfficeCity): Courts => ({
  state: registeredState,
  ...(head.state === registeredState && { city: { slug: head.slug, name: head.name } }),
  headOffice: head.name,
});
/** The courts' state and city (when the head office is there) and the head office's city, in a language's names. */
export interface CourtsPlace {
  state: string;
  city?: string;
  headOffice: string;
}
/** The courts' place in English names. */
export const courtsPlace = ({ state, city, headOffice }: Courts): CourtsPlace => ({
  state,
  city: city?.name,
  headOffice,
});
/**
 * The courts in a language's words (content/<language>/legal.json): at the head office's city when the registration's
 * state has it, else the state's.
 */
export const courtsText = (words: { atHeadOffice: string; inState: string }, place: CourtsPlace) =>
  (place.city ? words.atHeadOffice : words.inState).replace(
    /\{(state|city|headOffice)\}/g,
    (_, name: keyof CourtsPlace) => place[name] ?? "",
  );

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "four" for 4; digits beyond ten. */
export const numberWord = (n: number) => numberWords[n] ?? String(n);
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
