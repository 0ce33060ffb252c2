import { screen } from "@testing-library/react";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";

import { formatPhone, site } from "~/config/site";
import { REPLY_MINUTES } from "~/content/facts";
import type { BookedSurvey } from "~/forms/book-survey-form";
import { downloadCalendar } from "~/lib/calendar/ics";

import { DEVANAGARI, renderInHindi } from "../../../tests/locale-page";
import { renderInEnglish } from "../../../tests/places";
import { surveyWordsIn } from "../../../tests/survey-words";
import { visitor } from "../../../tests/user";
import { SurveyConfirmation } from "./survey-confirmation";

/** The confirmation's words as the page's loader gives them. */
const english = (await surveyWordsIn("en")).confirmation;
const hindi = (await surveyWordsIn("hi")).confirmation;

// The file the visitor saves is read as a calendar would read it, with an independent parser.
vi.mock("~/lib/calendar/ics", async (original) => ({
  ...(await original<typeof import("~/lib/calendar/ics")>()),
  downloadCalendar: vi.fn(),
}));

const video: BookedSurvey = {
  id: "2026-12-05-1000-test",
  type: "video",
  city: "Lucknow",
  date: "2026-12-05",
  slot: { start: "10:00", end: "12:00" },
};
const home: BookedSurvey = {
  id: "2026-12-31-1800-test",
  type: "home",
  city: "Patna",
  address: "Flat 3B, Ashiana Towers, Boring Road",
  date: "2026-12-31",
  slot: { start: "18:00", end: "20:00" },
};

/** The one event of the saved file, its start and end as given (wall clock and zone) and as instants. */
async function savedEvent(user: ReturnType<typeof visitor>, button: string | RegExp = /calendar file/i) {
  vi.mocked(downloadCalendar).mockClear();
  await user.click(screen.getByRole("button", { name: button }));
  expect(downloadCalendar).toHaveBeenCalledOnce();
  const [fileName, text] = vi.mocked(downloadCalendar).mock.calls[0]!;
  expect(fileName).toMatch(/\.ics$/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The file's own time zone definition, if it has one, lets the parser turn the wall clock into an instant.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  const start = events[0]!.getFirstProperty("dtstart")!;
  return { event, text, startZone: start.getParameter("tzid") ?? (event.startDate.zone?.tzid as string) };
}

const wallClock = (t: ICAL.Time) => ({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute });

describe("SurveyConfirmation", () => {
  it("says the request in words, moves focus to its heading and lists what to have ready", () => {
    renderInEnglish(<SurveyConfirmation survey={video} words={english} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Survey requested" });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId("survey-requested")).toHaveTextContent(
      "Requested: video survey on Sat, 5 December, 10:00–12:00.",
    );
    expect(screen.getByText(`We call within ${REPLY_MINUTES} minutes in phone hours to confirm.`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /have ready/ }).nextElementSibling!.children.length).toBe(4);
  });

  it("saves a video survey's calendar entry on its day and slot in India's time, with our phone", async () => {
    const user = visitor();
    renderInEnglish(<SurveyConfirmation survey={video} words={english} />);
    const { event, text, startZone } = await savedEvent(user);
    expect(startZone).toBe("Asia/Kolkata");
    expect(wallClock(event.startDate)).toEqual({ year: 2026, month: 12, day: 5, hour: 10, minute: 0 });
    expect(wallClock(event.endDate)).toEqual({ year: 2026, month: 12, day: 5, hour: 12, minute: 0 });
    // 10:00 in India is 04:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T06:30:00.000Z");
    expect(event.summary).toContain("video survey");
    expect(event.description).toContain(formatPhone(site.phone));
    expect(event.uid).toContain(video.id);
    expect(text).toMatch(/\r\n/);
  });

  it("saves a home visit at the address, on New Year's Eve's evening slot", async () => {
    const user = visitor();
    renderInEnglish(<SurveyConfirmation survey={home} words={english} />);
    const { event, startZone } = await savedEvent(user);
    expect(startZone).toBe("Asia/Kolkata");
    expect(wallClock(event.startDate)).toEqual({ year: 2026, month: 12, day: 31, hour: 18, minute: 0 });
    expect(wallClock(event.endDate)).toEqual({ year: 2026, month: 12, day: 31, hour: 20, minute: 0 });
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-31T12:30:00.000Z");
    expect(event.location).toBe("Flat 3B, Ashiana Towers, Boring Road, Patna");
    expect(event.description).toContain(formatPhone(site.phone));
  });

  it("links to the calendar's add page in India's time and to a WhatsApp message with the same details", () => {
    renderInEnglish(<SurveyConfirmation survey={video} words={english} />);
    const google = new URL(screen.getByRole("link", { name: /Google Calendar/ }).getAttribute("href")!);
    expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(google.searchParams.get("dates")).toBe("20261205T100000/20261205T120000");
    const chat = new URL(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")!);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${site.whatsapp}`);
    expect(chat.searchParams.get("text")).toContain("video survey on Sat, 5 December, 10:00–12:00");
    expect(chat.searchParams.get("text")).toContain("Lucknow");
  });

  it("on a Hindi page says it all in Hindi, the calendar entry too", async () => {
    const user = visitor();
    const { container } = renderInHindi(<SurveyConfirmation survey={home} words={hindi} />, {
      path: "/hi/book-survey",
    });
    expect(screen.getByTestId("survey-requested")).toHaveTextContent("31 दिसंबर");
    expect(container.querySelector("h2")!.textContent).toMatch(DEVANAGARI);
    const { event } = await savedEvent(user, hindi.ics);
    expect(event.summary).toMatch(DEVANAGARI);
    expect(wallClock(event.startDate)).toMatchObject({ day: 31, hour: 18 });
  });
});
