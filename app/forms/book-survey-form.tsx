import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";

import { languageName, locales } from "~/config/locales";
import { site } from "~/config/site";
import type { BookSurveyWords } from "~/content/book-survey";
import { weekdayDate } from "~/content/calendar";
import { floorName } from "~/content/floors";
import { filled } from "~/content/placeholders";
import { branchesOf } from "~/content/places";
import { useCalendar } from "~/hooks/use-calendar";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePlaces } from "~/hooks/use-places";
import { useLocale, useStrings } from "~/i18n/strings";
import { englishFloor } from "~/lib/inventory/floor";
import { homeVisitCity } from "~/lib/survey/cities";
import { isBookable, openDays, type Slot, slotsOn, slotText, slotValue } from "~/lib/survey/slots";

import { FloorSelect, LiftCheck } from "./floor-and-lift";
import { Field } from "./lib/field";
import { defineForm, readForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { sendToFormService } from "./lib/form-to-email-client";
import { useSharedFormWords } from "./lib/form-words";
import {
  LIFT_ANSWERS,
  SURVEY_TYPED_FIELDS,
  SURVEY_TYPES,
  surveyFromName,
  surveySubject,
  type SurveyType,
  VIDEO_CITY_MAX,
} from "./lib/survey-request";
import { failureText, type Status } from "./lib/use-form-submit";

export type { SurveyType };

export const SURVEY_SUBJECT = surveySubject(site.brand);
export const SURVEY_FROM_NAME = surveyFromName(site.brand);

/** The fields typed into the form's own inputs, with the provider's fixed fields; the rest are the form's choices. */
const table = [
  ...SURVEY_TYPED_FIELDS,
  { name: "access_key", kind: "hidden", value: site.forms.accessKey },
  { name: "subject", kind: "hidden", value: SURVEY_SUBJECT },
  { name: "from_name", kind: "hidden", value: SURVEY_FROM_NAME },
] as const;

/** A home visit needs the address; a video survey does not ask for it. */
export const homeVisitForm = defineForm(table);
const videoSurveyForm = defineForm(table.filter((f) => f.name !== "address"));
const HIDDEN = table.filter((f) => f.kind === "hidden").map((f) => f.name);

/** Everything a request says, in the office's words (English) except what the visitor typed. */
export interface SurveyInput {
  type: SurveyType;
  city: string;
  /** A home visit's: the address, the floor in English ("3rd floor") and whether a lift takes furniture. */
  address?: string;
  floor?: string;
  lift?: boolean;
  date: string;
  slot: Slot;
  name: string;
  phone: string;
  email: string;
  /** The language the visitor wants the survey in, in English ("Bengali"). */
  language: string;
  estimateLink?: string;
  inventory?: string;
}

/** The payload the form-to-email service receives, in this order; a home visit's access and the attachments only when there. */
export function surveyPayload(i: SurveyInput): Record<string, string> {
  return {
    survey_type: SURVEY_TYPES[i.type],
    city: i.city.trim(),
    ...(i.type === "home" && {
      address: (i.address ?? "").trim(),
      floor: i.floor ?? englishFloor(0),
      lift: i.lift ? LIFT_ANSWERS.yes : LIFT_ANSWERS.no,
    }),
    preferred_date: i.date,
    preferred_slot: slotValue(i.slot),
    name: i.name,
    phone: i.phone,
    email: i.email,
    language: i.language,
    ...(i.estimateLink && { estimate_link: i.estimateLink }),
    ...(i.inventory && { inventory: i.inventory }),
    access_key: site.forms.accessKey,
    subject: SURVEY_SUBJECT,
    from_name: SURVEY_FROM_NAME,
  };
}

/** What the confirmation shows and the calendar entry says, in the page's language. */
export interface BookedSurvey {
  /** Names this request among all others (the calendar entry's id). */
  id: string;
  type: SurveyType;
  /** The city as the page names it. */
  city: string;
  address?: string;
  date: string;
  slot: Slot;
}

interface Props {
  /** A city to start from (a city page's link). */
  initialCity?: string;
  estimateLink?: string;
  inventory?: string;
  onBooked: (survey: BookedSurvey) => void;
  /** The form's words in the page's language (content/<language>/book-survey.json). */
  words: BookSurveyWords["form"];
  /** How the page's language names a floor. */
  floors: BookSurveyWords["floors"];
  /** The clock, for tests; the page's is the device's, read in India's time by the rules. */
  now?: () => Date;
}

const choice =
  "flex cursor-pointer gap-3 rounded-lg border border-line bg-white p-4 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-2 has-focus-visible:outline-brand-500";
const control =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none user-invalid:border-danger";
const label = "block text-sm font-semibold text-brand-900";
const hint = "mt-1 text-xs text-ink-muted";

/**
 * The free survey request: home visit or video survey, city, the home's access for a visit, a day and a two-hour
 * slot, and who to call. Sent to the form-to-email service like the other forms; on success the page shows the
 * confirmation (onBooked), on a failure the message with everything chosen and typed kept.
 */
export function BookSurveyForm({
  initialCity,
  estimateLink,
  inventory,
  onBooked,
  words: w,
  floors,
  now = () => new Date(),
}: Props) {
  const titleId = useId();
  const ids = { city: useId(), day: useId(), time: useId(), language: useId(), floor: useId() };
  const hydrated = useHydrated();
  const locale = useLocale();
  const { bookFreeSurvey } = useStrings();
  const { shared } = useSharedFormWords();
  const places = usePlaces();
  // What the office receives is the English name; the page names each city in its language.
  const sent = useMemo(() => places.cities.map((c) => c.sent), [places]);
  const homeVisitCityOf = (name: string) => homeVisitCity(name, sent);
  const calendar = useCalendar();
  const [type, setType] = useState<SurveyType>(() => (!initialCity || homeVisitCityOf(initialCity) ? "home" : "video"));
  const [city, setCity] = useState(initialCity ?? "");
  const [day, setDay] = useState("");
  const [slot, setSlot] = useState("");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ text: "", tone: "neutral" });
  // The days and slots depend on the moment: none in the pre-rendered page, read again after a refusal.
  const [clock, setClock] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `clock` asks for a new reading of `now`.
  const moment = useMemo(() => (hydrated ? now() : undefined), [hydrated, clock]);
  const days = moment ? openDays(moment) : [];
  const slots = moment && day ? slotsOn(day, moment) : [];
  const home = type === "home";
  const visitCity = homeVisitCityOf(city);
  // A city's English name as the page names it.
  const cityName = (name: string) => places.cities.find((c) => c.sent === name)?.name ?? name;

  function chooseType(next: SurveyType) {
    setType(next);
    // A typed city that is not a branch city cannot be chosen from the list.
    if (next === "home" && !homeVisitCityOf(city)) setCity("");
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = home ? readForm(homeVisitForm, form) : readForm(videoSurveyForm, form);
    if (!parsed.success || !form.checkValidity()) return form.reportValidity();
    const typed: { address?: string; name: string; phone: string; email: string } = parsed.data;
    const chosen = slots.find((s) => slotValue(s) === slot);
    if (!chosen || !isBookable(day, chosen, now())) {
      setSlot("");
      // Past midnight in India the chosen day may have left the window altogether.
      if (!openDays(now()).includes(day)) setDay("");
      setClock((c) => c + 1);
      setStatus({ text: w.slotGone, tone: "error" });
      return;
    }
    const data = new FormData(form);
    const input: SurveyInput = {
      type,
      city: home ? (visitCity ?? city) : city,
      ...(home && {
        address: typed.address,
        floor: String(data.get("floor") ?? englishFloor(0)),
        lift: data.get("lift") === LIFT_ANSWERS.yes,
      }),
      date: day,
      slot: chosen,
      name: typed.name,
      phone: typed.phone,
      email: typed.email,
      language: String(data.get("language") ?? languageName[locale]),
      estimateLink,
      inventory,
    };
    setSending(true);
    setStatus({ text: shared.sending, tone: "neutral" });
    const result = await sendToFormService(surveyPayload(input));
    setSending(false);
    if (!result.success) return setStatus({ text: failureText(result, shared), tone: "error" });
    setStatus({ text: "", tone: "neutral" });
    onBooked({
      id: requestId(day, chosen),
      type,
      city: home ? cityName(input.city) : input.city,
      ...(home && { address: input.address }),
      date: day,
      slot: chosen,
    });
  }

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {w.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{w.intro}</p>
      <form onSubmit={submit} method="post" className="mt-6 space-y-6">
        <fieldset>
          <legend className={label}>{w.type}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(Object.keys(SURVEY_TYPES) as SurveyType[]).map((t) => (
              <label key={t} className={choice}>
                <input
                  type="radio"
                  name="survey_type"
                  value={SURVEY_TYPES[t]}
                  checked={type === t}
                  onChange={() => chooseType(t)}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="font-bold text-brand-900">
                  {w[t].name}
                  <span className="mt-0.5 block text-sm font-normal text-ink-muted">
                    {t === "home" ? filled(w.home.text, { branches: String(branchesOf(places).length) }) : w.video.text}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <LabelledControl id={ids.city} text={w.city} hint={home ? w.cityHintHome : w.cityHintVideo}>
          {home ? (
            <select
              id={ids.city}
              name="city"
              required
              value={visitCity ?? ""}
              onChange={(e) => setCity(e.target.value)}
              aria-describedby={`${ids.city}-hint`}
              className={control}
            >
              <option value="" disabled>
                {w.chooseCity}
              </option>
              {places.cities.map((c) => (
                <option key={c.slug} value={c.sent}>
                  {c.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={ids.city}
              name="city"
              type="text"
              required
              maxLength={VIDEO_CITY_MAX}
              autoComplete="address-level2"
              value={city}
              onChange={(e) => setCity(e.target.value)}
              aria-describedby={`${ids.city}-hint`}
              className={control}
            />
          )}
        </LabelledControl>

        {/* Kept while hidden, so an address typed before switching to video is still there when switching back;
            disabled, so the browser neither checks nor sends it. */}
        <fieldset disabled={!home} hidden={!home} className="space-y-4 rounded-lg border border-line p-4">
          <legend className={`${label} px-1`}>{w.visit}</legend>
          <Field spec={homeVisitForm.byName.address} />
          <div className={gridTwo}>
            <LabelledControl id={ids.floor} text={w.floor}>
              <FloorSelect
                id={ids.floor}
                name="floor"
                floorName={(n) => floorName(floors, n, locale)}
                className={control}
              />
            </LabelledControl>
            <div className="flex items-end pb-2.5">
              <LiftCheck name="lift" label={w.lift} className="size-5 shrink-0 accent-brand-700" />
            </div>
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <LabelledControl id={ids.day} text={w.day} hint={w.dayHint}>
            <select
              id={ids.day}
              name="preferred_date"
              required
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setSlot("");
              }}
              aria-describedby={`${ids.day}-hint`}
              className={control}
            >
              <option value="" disabled>
                {w.chooseDay}
              </option>
              {days.map((d) => (
                <option key={d} value={d}>
                  {weekdayDate(d, calendar)}
                </option>
              ))}
            </select>
          </LabelledControl>
          <fieldset className="sm:col-span-2" aria-describedby={`${ids.time}-hint`}>
            <legend className={label}>{w.time}</legend>
            <p id={`${ids.time}-hint`} className={hint}>
              {day ? w.timeHint : w.dayFirst}
            </p>
            {slots.length > 0 && (
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {slots.map((s) => (
                  <label key={s.start} className={`${choice} items-center justify-center p-3 tabular-nums`}>
                    <input
                      type="radio"
                      name="preferred_slot"
                      required
                      value={slotValue(s)}
                      checked={slot === slotValue(s)}
                      onChange={() => setSlot(slotValue(s))}
                      className="sr-only"
                    />
                    <span className="font-semibold text-brand-900">{slotText(s)}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        </div>

        <fieldset className="space-y-4">
          <legend className={label}>{w.you}</legend>
          <div className={gridTwo}>
            <Field spec={homeVisitForm.byName.name} className="sm:col-span-2" />
            <Field spec={homeVisitForm.byName.phone} />
            <Field spec={homeVisitForm.byName.email} />
            <LabelledControl id={ids.language} text={w.language}>
              <select id={ids.language} name="language" defaultValue={languageName[locale]} className={control}>
                {locales.map((l) => (
                  <option key={l} value={languageName[l]}>
                    {w.languages.find((language) => language.id === l)?.name}
                  </option>
                ))}
              </select>
            </LabelledControl>
          </div>
          {HIDDEN.map((name) => (
            <Field key={name} spec={homeVisitForm.byName[name]} />
          ))}
        </fieldset>

        {(estimateLink || inventory) && (
          <div className="rounded-lg border border-line bg-surface p-4 text-sm" data-testid="survey-attachments">
            {estimateLink && <p className="font-semibold text-brand-900">{w.estimateAttached}</p>}
            {inventory && (
              <details className="mt-1">
                <summary className="cursor-pointer font-semibold text-brand-900">{w.itemsAttached}</summary>
                <pre className="mt-3 max-h-80 overflow-auto font-sans text-xs whitespace-pre-wrap text-ink">
                  {inventory}
                </pre>
              </details>
            )}
          </div>
        )}

        <SubmitButton className="btn-primary w-full sm:w-auto" busy={sending}>
          {bookFreeSurvey}
        </SubmitButton>
        <StatusLine message={status.text} tone={status.tone} />
      </form>
    </section>
  );
}

/** A request's own id: its day and slot, and enough of the moment and chance to tell two requests apart. */
function requestId(day: string, slot: Slot) {
  return `${day}-${slot.start.replace(":", "")}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A label over one of the form's own controls, with an optional hint the control names. */
function LabelledControl({
  id,
  text,
  hint: hintText,
  children,
}: {
  id: string;
  text: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
      {hintText && (
        <p id={`${id}-hint`} className={hint}>
          {hintText}
        </p>
      )}
    </div>
  );
}
