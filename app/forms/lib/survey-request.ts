/**
 * The free survey request as the office receives it, defined once: the form builds its payload and its inputs'
 * constraints from these rules, and the server checks every post that claims to be a survey request against them
 * (a post can come from anywhere, not only the form). The days, slots and cities are app/lib/survey's.
 */
import { englishFloor, FLOORS } from "~/lib/inventory/floor";
import { homeVisitCity } from "~/lib/survey/cities";
import { estimateLinkOf } from "~/lib/survey/prefill";
import { isBookable, slotOf } from "~/lib/survey/slots";

import { fieldProblem, PHONE_FIELD } from "./field-table";
import { isLanguageName } from "./table-check";

/** The two kinds of survey, as the office reads them. */
export const SURVEY_TYPES = { home: "Home visit", video: "Video survey" } as const;
export type SurveyType = keyof typeof SURVEY_TYPES;

export const surveySubject = (brand: string) => `Free survey request from the ${brand} website`;
export const surveyFromName = (brand: string) => `${brand} Website`;

/** The fields typed into the form's own inputs; the address only for a home visit. */
export const SURVEY_TYPED_FIELDS = [
  {
    name: "address",
    kind: "textarea",
    label: "surveyAddress",
    hint: "surveyAddressHint",
    autoComplete: "street-address",
    maxLength: 500,
    rows: 3,
  },
  { name: "name", kind: "text", label: "yourName", hint: "fullName", autoComplete: "name", maxLength: 100 },
  {
    name: "phone",
    kind: "tel",
    label: "mobileNumber",
    hint: "tenDigitMobileToCall",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  { name: "email", kind: "email", label: "email", hint: "ifWeShouldWrite", autoComplete: "email", required: false },
] as const;

/** A video survey's city is typed: any place, this long at most. */
export const VIDEO_CITY_MAX = 100;
/** The lift question's two answers. */
export const LIFT_ANSWERS = { yes: "Yes", no: "No" } as const;
/** The list of items, as the inventory quote hands it over (~/lib/inventory/request's bound). */
const INVENTORY_MAX_BYTES = 8000;
/**
 * A request's time on the way and a device clock a little off: the day and slot are judged at either end of this,
 * so a slot chosen a moment before it closed is not refused on arrival.
 */
const CLOCK_GRACE_MS = 5 * 60_000;

/** The fields only a survey request sends: a post carrying any of them is judged as one. */
const OWN_FIELDS = ["survey_type", "preferred_date", "preferred_slot", "estimate_link"];
const HOME_ONLY = ["address", "floor", "lift"];
const OPTIONAL = ["estimate_link", "inventory"];
const FIXED = ["access_key", "subject", "from_name"];

export interface SurveyContext {
  now: Date;
  /** The origins whose estimator a link may name: the site's, and the one the form was served from. */
  origins: readonly string[];
  brand: string;
  /** The English names of the cities where a surveyor visits homes (the cities file's). */
  cities: readonly string[];
}

/** Whether a post is a survey request, by its subject or any field only the survey sends. */
export const claimsSurvey = (fields: Record<string, unknown>, brand: string) =>
  fields.subject === surveySubject(brand) || OWN_FIELDS.some((name) => name in fields);

const bookable = (date: string, value: string, now: Date) => {
  const slot = slotOf(value);
  return (
    slot !== undefined &&
    [-CLOCK_GRACE_MS, CLOCK_GRACE_MS].some((shift) => isBookable(date, slot, new Date(now.getTime() + shift)))
  );
};

/** The first way `fields` break the survey's rules, in words; null when they are a request the form could send. */
export function surveyProblem(
  fields: Record<string, unknown>,
  { now, origins, brand, cities }: SurveyContext,
): string | null {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const type = (Object.keys(SURVEY_TYPES) as SurveyType[]).find((t) => SURVEY_TYPES[t] === fields.survey_type);
  if (!type) return `Choose the kind of survey: ${Object.values(SURVEY_TYPES).join(" or ")}.`;
  const home = type === "home";
  const typed = SURVEY_TYPED_FIELDS.filter((f) => home || f.name !== "address");
  const names = new Set([...OWN_FIELDS, ...OPTIONAL, ...FIXED, "city", "language", ...typed.map((f) => f.name)]);
  if (home) for (const name of HOME_ONLY) names.add(name);
  const stray = Object.keys(fields).find((name) => !names.has(name));
  if (stray !== undefined) return `A survey request has no field ${JSON.stringify(stray.slice(0, 40))}.`;
  const city = text("city");
  if (home ? homeVisitCity(city, cities) !== city : city.trim() === "" || city.length > VIDEO_CITY_MAX)
    return home ? "Choose one of the cities where we visit homes." : "Give the city you are moving from.";
  if (home && !FLOORS.some((n) => englishFloor(n) === fields.floor)) return "Choose one of the floors offered.";
  if (home && !Object.values(LIFT_ANSWERS).some((answer) => answer === fields.lift))
    return "Say whether a lift takes furniture.";
  if (!bookable(text("preferred_date"), text("preferred_slot"), now))
    return "Choose a day from tomorrow to 14 days ahead and one of its open times (India time).";
  for (const field of typed) {
    const problem = fieldProblem(field, text(field.name));
    if (typeof fields[field.name] !== "string" || problem) return `${field.name}: ${problem ?? "Required"}`;
  }
  if (!isLanguageName(fields.language)) return "Choose the language of the survey from the list.";
  const link = fields.estimate_link;
  if (link !== undefined && (typeof link !== "string" || estimateLinkOf(link, origins) !== link))
    return "The estimate link must be a link to this website's cost estimator.";
  const inventory = fields.inventory;
  if (
    inventory !== undefined &&
    (typeof inventory !== "string" || new TextEncoder().encode(inventory).length > INVENTORY_MAX_BYTES)
  )
    return `The list of items must be text of at most ${INVENTORY_MAX_BYTES} bytes.`;
  if (fields.subject !== surveySubject(brand) || fields.from_name !== surveyFromName(brand))
    return "The survey request's subject or sender name is not the form's.";
  return null;
}
