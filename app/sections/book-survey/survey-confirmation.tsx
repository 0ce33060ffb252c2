import { useEffect, useRef } from "react";

import { CalendarClock, CheckCircle2, PhoneCall } from "~/components/icons";
import { WhatsappLink } from "~/components/whatsapp-link";
import { formatPhone, site, telHref } from "~/config/site";
import { calendarWords, weekdayDate } from "~/content/calendar";
import { REPLY_MINUTES } from "~/content/facts";
import { words } from "~/content/translation";
import type { BookedSurvey } from "~/forms/book-survey-form";
import { useTranslated } from "~/i18n/translations";
import { calendarFile, calendarLink, downloadCalendar, type TimedEvent } from "~/lib/calendar/ics";
import { slotText } from "~/lib/survey/slots";

export const surveyConfirmationWords = words("surveyConfirmationWords", {
  title: "Survey requested",
  kinds: { home: "home visit", video: "video survey" },
  /** "Requested: video survey on Sat, 5 December, 10:00–12:00." */
  requested: (kind: string, day: string, time: string) => `Requested: ${kind} on ${day}, ${time}.`,
  confirm: (minutes: number) => `We call within ${minutes} minutes in phone hours to confirm.`,
  at: (place: string) => `At: ${place}`,
  city: (city: string) => `City: ${city}`,
  ready: "What to have ready for the surveyor",
  readyHome: [
    "Every room open, the loft, store room and balcony too.",
    "What stays behind or goes to someone else, set aside or pointed out.",
    "Beds, wardrobes and ACs that need taking apart, and anything fragile or valuable.",
    "Your new address and moving date, and your society's rules for lift booking and truck entry if you know them.",
  ],
  readyVideo: [
    "A charged phone with WhatsApp, on Wi-Fi or good mobile data.",
    "Every room open, the loft, store room and balcony too: you walk us through them.",
    "Beds, wardrobes and ACs that need taking apart, and anything fragile or valuable.",
    "Your new address and moving date, and your society's rules for lift booking and truck entry if you know them.",
  ],
  calendar: "Add to calendar",
  ics: "Download calendar file",
  google: "Google Calendar",
  opensNewTab: " (opens in a new tab)",
  whatsapp: "Send us the details on WhatsApp",
  opensWhatsapp: " (opens WhatsApp)",
  call: "Questions? Call ",
  /** The calendar entry's title. */
  eventTitle: (kind: string) => `Free ${kind}: ${site.brand}`,
  eventHome: (place: string) => `The surveyor comes to ${place}.`,
  eventVideo: "A video call on WhatsApp from our surveyor.",
  eventConfirm: (minutes: number) => `We call within ${minutes} minutes in phone hours to confirm the time.`,
  eventPhone: (phone: string) => `Our phone: ${phone}`,
  videoPlace: "WhatsApp video call",
  /** The message the visitor sends the company. */
  message: (details: string) => `Hello, I have booked a free survey on your website. ${details}`,
});

/** How long before the survey the calendar reminds. */
const REMINDER_MINUTES = 60;

/** After the request: what was asked for, what to have ready, the calendar entry and a WhatsApp message. */
export function SurveyConfirmation({ survey }: { survey: BookedSurvey }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const calendar = useTranslated(calendarWords);
  const w = useTranslated(surveyConfirmationWords);
  // The form is gone: focus moves to what replaced it, so a screen reader reads on from here.
  useEffect(() => heading.current?.focus(), []);

  const kind = w.kinds[survey.type];
  const day = weekdayDate(survey.date, calendar);
  const time = slotText(survey.slot);
  const place = survey.address ? `${survey.address}, ${survey.city}` : survey.city;
  const requested = w.requested(kind, day, time);
  const confirm = w.confirm(REPLY_MINUTES);
  const where = survey.type === "home" ? w.at(place) : w.city(place);
  const phone = formatPhone(site.phone);
  const event: TimedEvent = {
    // One request, one entry: saving the file twice updates it rather than adding a second.
    uid: `survey-${survey.id}@${new URL(site.url).host}`,
    summary: w.eventTitle(kind),
    description: [
      survey.type === "home" ? w.eventHome(place) : w.eventVideo,
      w.eventConfirm(REPLY_MINUTES),
      w.eventPhone(phone),
    ].join("\n"),
    location: survey.type === "home" ? place : w.videoPlace,
    date: survey.date,
    start: survey.slot.start,
    end: survey.slot.end,
    reminderMinutes: REMINDER_MINUTES,
  };
  const ready = survey.type === "home" ? w.readyHome : w.readyVideo;

  return (
    <section
      aria-labelledby="survey-confirmation-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-card sm:p-8"
      data-testid="survey-confirmation"
    >
      <h2
        ref={heading}
        id="survey-confirmation-title"
        tabIndex={-1}
        className="flex items-start gap-2 text-2xl font-extrabold text-brand-900 focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
        {w.title}
      </h2>
      <p className="mt-4 text-lg font-semibold text-ink" data-testid="survey-requested">
        {requested}
      </p>
      <p className="mt-1 text-ink">{where}</p>
      <p className="mt-1 text-ink">{confirm}</p>

      <h3 className="mt-6 font-bold text-brand-900">{w.ready}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        {ready.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h3 className="mt-6 font-bold text-brand-900">{w.calendar}</h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          className="btn-outline"
          onClick={() => downloadCalendar("free-survey.ics", calendarFile([event]))}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {w.ics}
        </button>
        <a href={calendarLink(event)} target="_blank" rel="noopener noreferrer" className="btn-outline">
          {w.google}
          <span className="sr-only">{w.opensNewTab}</span>
        </a>
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t border-brand-200 pt-5 sm:flex-row sm:flex-wrap sm:items-center">
        <WhatsappLink to={site.whatsapp} text={w.message([requested, where].join(" "))} opens={w.opensWhatsapp}>
          {w.whatsapp}
        </WhatsappLink>
        <a href={telHref(site.phone)} className="inline-flex items-center gap-2 text-sm font-semibold text-accent-600">
          <PhoneCall aria-hidden="true" className="size-4" />
          {w.call}
          {phone}
        </a>
      </div>
    </section>
  );
}
