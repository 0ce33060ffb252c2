import { useEffect, useRef } from "react";

import { CalendarClock, CheckCircle2, PhoneCall } from "~/components/icons";
import { WhatsappLink } from "~/components/whatsapp-link";
import { formatPhone, site, telHref } from "~/config/site";
import type { BookSurveyWords } from "~/content/book-survey";
import { weekdayDate } from "~/content/calendar";
import { filled } from "~/content/placeholders";
import type { BookedSurvey } from "~/forms/book-survey-form";
import { useCalendar } from "~/hooks/use-calendar";
import { calendarFile, calendarLink, downloadCalendar, type TimedEvent } from "~/lib/calendar/ics";
import { slotText } from "~/lib/survey/slots";

/** How long before the survey the calendar reminds. */
const REMINDER_MINUTES = 60;

/** After the request: what was asked for, what to have ready, the calendar entry and a WhatsApp message. */
export function SurveyConfirmation({
  survey,
  words: w,
}: {
  survey: BookedSurvey;
  /** The confirmation's words in the page's language, the company's facts filled in. */
  words: BookSurveyWords["confirmation"];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const calendar = useCalendar();
  // The form is gone: focus moves to what replaced it, so a screen reader reads on from here.
  useEffect(() => heading.current?.focus(), []);

  const kind = w[survey.type];
  const day = weekdayDate(survey.date, calendar);
  const time = slotText(survey.slot);
  const place = survey.address ? `${survey.address}, ${survey.city}` : survey.city;
  const requested = filled(w.requested, { kind, day, time });
  const where = survey.type === "home" ? filled(w.at, { place }) : filled(w.city, { city: place });
  const phone = formatPhone(site.phone);
  const event: TimedEvent = {
    // One request, one entry: saving the file twice updates it rather than adding a second.
    uid: `survey-${survey.id}@${new URL(site.url).host}`,
    summary: filled(w.eventTitle, { kind }),
    description: [
      survey.type === "home" ? filled(w.eventHome, { place }) : w.eventVideo,
      w.eventConfirm,
      filled(w.eventPhone, { phone }),
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
      <p className="mt-1 text-ink">{w.confirm}</p>

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
          <span className="sr-only"> {w.opensNewTab}</span>
        </a>
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t border-brand-200 pt-5 sm:flex-row sm:flex-wrap sm:items-center">
        <WhatsappLink
          to={site.whatsapp}
          text={filled(w.message, { details: [requested, where].join(" ") })}
          opens={` ${w.opensWhatsapp}`}
        >
          {w.whatsapp}
        </WhatsappLink>
        <a href={telHref(site.phone)} className="inline-flex items-center gap-2 text-sm font-semibold text-accent-600">
          <PhoneCall aria-hidden="true" className="size-4" />
          {w.call} {phone}
        </a>
      </div>
    </section>
  );
}
