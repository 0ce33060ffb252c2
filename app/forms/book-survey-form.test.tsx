import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { locales, localeTable } from "~/config/locales";
import { site } from "~/config/site";
import { calendarIn, weekdayDate } from "~/content/calendar";

import { asSpelled, DEVANAGARI, renderInHindi } from "../../tests/locale-page";
import { renderWithPlaces } from "../../tests/places";
import { surveyWordsIn } from "../../tests/survey-words";
import { visitor } from "../../tests/user";
import { englishFormWords as en, stringsOf } from "../../tests/words";
import {
  type BookedSurvey,
  BookSurveyForm as Form,
  SURVEY_FROM_NAME,
  SURVEY_SUBJECT,
  surveyPayload,
} from "./book-survey-form";
import { json, mockFetch } from "./testing/net";

/** The page's words as its loader gives them (content/<language>/book-survey.json). */
const english = await surveyWordsIn("en");
const hindi = await surveyWordsIn("hi");
const bookSurveyFormWords = english.form;
const englishStrings = await stringsOf("en");
const hindiStrings = await stringsOf("hi");

/** The form with the words of the page it is on. */
function BookSurveyForm(props: Omit<Parameters<typeof Form>[0], "words" | "floors">) {
  return <Form {...props} words={english.form} floors={english.floors} />;
}

/** Friday 4 December 2026, 10 am in India: the days offered are 5 to 18 December. */
const NOW = new Date("2026-12-04T10:00:00+05:30");
const now = () => NOW;

const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
  document.querySelector(`[name="${CSS.escape(name)}"]`) as T;
const submitButton = () => screen.getByRole("button", { name: englishStrings.bookFreeSurvey });

type User = ReturnType<typeof visitor>;

/** A video survey from Lucknow on Saturday 5 December, 10:00–12:00, as a visitor fills it. */
async function fillVideo(user: User) {
  await user.click(screen.getByRole("radio", { name: /Video survey/ }));
  await user.type(field("city"), "Lucknow");
  await user.selectOptions(field("preferred_date"), "2026-12-05");
  await user.click(screen.getByRole("radio", { name: "10:00–12:00" }));
  await user.type(field("name"), "Asha Verma");
  await user.type(field("phone"), "+91 98765 43210");
}

const VIDEO_PAYLOAD = [
  ["survey_type", "Video survey"],
  ["city", "Lucknow"],
  ["preferred_date", "2026-12-05"],
  ["preferred_slot", "10:00–12:00 IST"],
  ["name", "Asha Verma"],
  ["phone", "9876543210"],
  ["email", ""],
  ["language", "English"],
  ["access_key", site.forms.accessKey],
  ["subject", SURVEY_SUBJECT],
  ["from_name", SURVEY_FROM_NAME],
];

describe("the survey request's payload", () => {
  const base = {
    city: "Patna",
    date: "2026-12-05",
    slot: { start: "10:00", end: "12:00" },
    name: "Asha Verma",
    phone: "9876543210",
    email: "asha@example.in",
    language: "Hindi",
  };

  it("for a video survey: exactly these fields, in this order, no address", () => {
    expect(surveyPayload({ ...base, type: "video", city: " Lucknow " })).toEqual({
      survey_type: "Video survey",
      city: "Lucknow",
      preferred_date: "2026-12-05",
      preferred_slot: "10:00–12:00 IST",
      name: "Asha Verma",
      phone: "9876543210",
      email: "asha@example.in",
      language: "Hindi",
      access_key: site.forms.accessKey,
      subject: SURVEY_SUBJECT,
      from_name: SURVEY_FROM_NAME,
    });
    expect(Object.keys(surveyPayload({ ...base, type: "video" }))).toEqual([
      "survey_type",
      "city",
      "preferred_date",
      "preferred_slot",
      "name",
      "phone",
      "email",
      "language",
      "access_key",
      "subject",
      "from_name",
    ]);
  });

  it("for a home visit: the address, floor and lift after the city; the estimate link and items when given", () => {
    const payload = surveyPayload({
      ...base,
      type: "home",
      address: "Flat 3B, Ashiana Towers, Boring Road 800001",
      floor: "3rd floor",
      lift: false,
      estimateLink: "https://example.in/cost-estimator?kind=local",
      inventory: "Bedroom: 1 × Double bed",
    });
    expect(Object.entries(payload).slice(0, 5)).toEqual([
      ["survey_type", "Home visit"],
      ["city", "Patna"],
      ["address", "Flat 3B, Ashiana Towers, Boring Road 800001"],
      ["floor", "3rd floor"],
      ["lift", "No"],
    ]);
    expect(payload).toMatchObject({
      estimate_link: "https://example.in/cost-estimator?kind=local",
      inventory: "Bedroom: 1 × Double bed",
    });
    expect(surveyPayload({ ...base, type: "home", address: "x", lift: true }).lift).toBe("Yes");
    expect(SURVEY_SUBJECT).toContain(site.brand);
  });
});

describe("the days offered, in words", () => {
  it.each(locales)("read as Intl writes them for the %s page, every weekday and month", async (locale) => {
    const calendar = await calendarIn(locale);
    const intl = new Intl.DateTimeFormat(localeTable[locale].intl, {
      weekday: "short",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    // Two weeks from each month's 20th: every weekday, every month, and the turn of each month.
    for (let m = 1; m <= 12; m++)
      for (let d = 0; d < 14; d++) {
        const iso = new Date(Date.UTC(2026, m - 1, 20 + d)).toISOString().slice(0, 10);
        expect(weekdayDate(iso, calendar), iso).toBe(asSpelled(intl.format(new Date(`${iso}T00:00:00Z`))));
      }
  });
});

describe("BookSurveyForm", () => {
  it("offers tomorrow to 14 days ahead and only the day's open slots, in the page's words", async () => {
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={() => new Date("2026-12-04T21:30:00+05:30")} />);
    const days = [...field<HTMLSelectElement>("preferred_date").options].filter((o) => o.value).map((o) => o.value);
    expect(days[0]).toBe("2026-12-05");
    expect(days).toHaveLength(14);
    expect(screen.getByRole("option", { name: "Sat, 5 December" })).toBeInTheDocument();
    expect(screen.queryAllByRole("radio", { name: /–/ })).toHaveLength(0);
    // At 9:30 pm tomorrow's 8–10 slot is less than 12 hours away.
    await user.selectOptions(field("preferred_date"), "2026-12-05");
    expect(screen.getAllByRole("radio", { name: /\d\d:\d\d–/ }).map((r) => r.getAttribute("value"))).toEqual([
      "10:00–12:00 IST",
      "12:00–14:00 IST",
      "14:00–16:00 IST",
      "16:00–18:00 IST",
      "18:00–20:00 IST",
    ]);
    await user.selectOptions(field("preferred_date"), "2026-12-06");
    expect(screen.getAllByRole("radio", { name: /\d\d:\d\d–/ })).toHaveLength(6);
  });

  it("offers a home visit only in the cities with an office, and asks for the address there", async () => {
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={now} />);
    expect(screen.getByRole("radio", { name: /Home visit/ })).toBeChecked();
    const cities = [...field<HTMLSelectElement>("city").options].filter((o) => o.value).map((o) => o.value);
    expect(cities[0]).toBe("Kolkata");
    expect(cities).toContain("Patna");
    expect(cities).not.toContain("Lucknow");
    expect(field("address")).toBeRequired();
    expect(field("address")).toBeEnabled();
    // A video survey takes any city, typed, and no address.
    await user.click(screen.getByRole("radio", { name: /Video survey/ }));
    expect(field("city").tagName).toBe("INPUT");
    expect(field("address")).toBeDisabled();
    await user.type(field("city"), "Lucknow");
    // Back to a home visit, Lucknow cannot be chosen: the visitor picks a branch city.
    await user.click(screen.getByRole("radio", { name: /Home visit/ }));
    expect(field("city")).toHaveValue("");
  });

  it("preselects a city page's city, as a home visit where there is an office", async () => {
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={now} initialCity="Patna" />);
    expect(screen.getByRole("radio", { name: /Home visit/ })).toBeChecked();
    expect(field("city")).toHaveValue("Patna");
  });

  it("sends a video survey's exact payload, then hands the request to the confirmation", async () => {
    const { calls } = mockFetch(json({ success: true, message: "Email sent successfully!" }));
    const onBooked = vi.fn<(s: BookedSurvey) => void>();
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={onBooked} now={now} />);
    await fillVideo(user);
    await user.click(submitButton());
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("http://localhost:3000/submit");
    expect(calls[0]!.body).toEqual(VIDEO_PAYLOAD);
    expect(onBooked.mock.calls[0]![0]).toMatchObject({
      type: "video",
      city: "Lucknow",
      date: "2026-12-05",
      slot: { start: "10:00", end: "12:00" },
    });
  });

  it("sends a home visit with the address, floor, lift, the estimate link and the list of items", async () => {
    const { calls } = mockFetch(json({ success: true }));
    const onBooked = vi.fn();
    const user = visitor();
    await renderWithPlaces(
      <BookSurveyForm
        onBooked={onBooked}
        now={now}
        initialCity="Patna"
        estimateLink="https://example.in/cost-estimator?kind=local"
        inventory="Bedroom: 1 × Double bed"
      />,
    );
    await user.type(field("address"), "Flat 3B, Ashiana Towers, Boring Road 800001");
    await user.selectOptions(field("floor"), "3rd floor");
    await user.click(screen.getByRole("checkbox", { name: bookSurveyFormWords.lift }));
    await user.selectOptions(field("preferred_date"), "2026-12-07");
    await user.click(screen.getByRole("radio", { name: "08:00–10:00" }));
    await user.type(field("name"), "Asha Verma");
    await user.type(field("phone"), "9876543210");
    await user.type(field("email"), "asha@example.in");
    await user.selectOptions(field("language"), "Bengali");
    await user.click(submitButton());
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(Object.fromEntries(calls[0]!.body as [string, string][])).toEqual({
      survey_type: "Home visit",
      city: "Patna",
      address: "Flat 3B, Ashiana Towers, Boring Road 800001",
      floor: "3rd floor",
      lift: "Yes",
      preferred_date: "2026-12-07",
      preferred_slot: "08:00–10:00 IST",
      name: "Asha Verma",
      phone: "9876543210",
      email: "asha@example.in",
      language: "Bengali",
      estimate_link: "https://example.in/cost-estimator?kind=local",
      inventory: "Bedroom: 1 × Double bed",
      access_key: site.forms.accessKey,
      subject: SURVEY_SUBJECT,
      from_name: SURVEY_FROM_NAME,
    });
  });

  it("does not send a home visit without an address", async () => {
    const { calls } = mockFetch(json({ success: true }));
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={now} initialCity="Patna" />);
    await user.selectOptions(field("preferred_date"), "2026-12-07");
    await user.click(screen.getByRole("radio", { name: "08:00–10:00" }));
    await user.type(field("name"), "Asha Verma");
    await user.type(field("phone"), "9876543210");
    await user.click(submitButton());
    expect(calls).toHaveLength(0);
    expect(field("address")).toBeInvalid();
  });

  it("on a refusal, a rate limit or no network says so, keeps everything and lets the visitor send again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls } = mockFetch(
      json({ success: false, message: "Invalid email address" }, 400),
      json({ success: false }, 429),
      "network-error",
      json({ success: true }),
    );
    const onBooked = vi.fn();
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={onBooked} now={now} />);
    await fillVideo(user);
    const kept = () => {
      expect(screen.getByRole("radio", { name: /Video survey/ })).toBeChecked();
      expect(field("city")).toHaveValue("Lucknow");
      expect(field("preferred_date")).toHaveValue("2026-12-05");
      expect(screen.getByRole("radio", { name: "10:00–12:00" })).toBeChecked();
      expect(field("name")).toHaveValue("Asha Verma");
      expect(field("phone")).toHaveValue("9876543210");
      expect(submitButton()).toBeEnabled();
    };
    await user.click(submitButton());
    expect(await screen.findByRole("status")).toHaveTextContent("Invalid email address");
    kept();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.shared.tooMany));
    kept();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.shared.networkFailure));
    kept();
    expect(onBooked).not.toHaveBeenCalled();
    await user.click(submitButton());
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(4);
    // Every attempt sent the same request.
    for (const c of calls) expect(c.body).toEqual(VIDEO_PAYLOAD);
  });

  it("says 'Sending...' and takes no second tap while the request is on its way", async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal("fetch", fetch);
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={now} />);
    await fillVideo(user);
    await user.click(submitButton());
    expect(screen.getByRole("status")).toHaveTextContent(en.shared.sending);
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(fetch).toHaveBeenCalledOnce();
    answer(json({ success: true }));
  });

  it("refuses a slot that has passed while the page stayed open, and offers the times still open", async () => {
    const { calls } = mockFetch(json({ success: true }));
    let clock = NOW;
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={() => clock} />);
    await user.click(screen.getByRole("radio", { name: /Video survey/ }));
    await user.type(field("city"), "Lucknow");
    await user.selectOptions(field("preferred_date"), "2026-12-05");
    await user.click(screen.getByRole("radio", { name: "08:00–10:00" }));
    await user.type(field("name"), "Asha Verma");
    await user.type(field("phone"), "9876543210");
    // The visitor comes back at 10 pm: tomorrow's 8 am slot is no longer 12 hours away.
    clock = new Date("2026-12-04T22:00:00+05:30");
    await user.click(submitButton());
    expect(calls).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent(bookSurveyFormWords.slotGone);
    expect(screen.queryByRole("radio", { name: "08:00–10:00" })).toBeNull();
    expect(field("name")).toHaveValue("Asha Verma");
  });
});

describe("BookSurveyForm left open overnight", () => {
  it("asks for another day once the chosen one is today in India", async () => {
    const { calls } = mockFetch(json({ success: true }));
    let clock = NOW;
    const user = visitor();
    await renderWithPlaces(<BookSurveyForm onBooked={() => {}} now={() => clock} />);
    await fillVideo(user);
    clock = new Date("2026-12-05T00:30:00+05:30");
    await user.click(submitButton());
    expect(calls).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent(bookSurveyFormWords.slotGone);
    expect(field("preferred_date")).toHaveValue("");
    expect(screen.queryByRole("option", { name: "Sat, 5 December" })).toBeNull();
    expect(field("name")).toHaveValue("Asha Verma");
  });
});

describe("BookSurveyForm on a Hindi page", () => {
  it("is in Hindi and sends the same English payload but for the language", async () => {
    const { calls } = mockFetch(json({ success: true }));
    const onBooked = vi.fn();
    const user = visitor();
    const { container } = renderInHindi(
      <Form onBooked={onBooked} now={now} initialCity="Patna" words={hindi.form} floors={hindi.floors} />,
      {
        path: "/hi/book-survey",
      },
    );
    // The city list names Patna in Devanagari; the day in Hindi.
    expect(screen.getByRole("option", { name: "पटना" })).toHaveValue("Patna");
    expect(screen.getByRole("option", { name: "शनि, 5 दिसंबर" })).toHaveValue("2026-12-05");
    expect(field("language")).toHaveValue("Hindi");
    await user.click(screen.getByRole("radio", { name: /वीडियो सर्वे/ }));
    await user.clear(field("city"));
    await user.type(field("city"), "Lucknow");
    await user.selectOptions(field("preferred_date"), "2026-12-05");
    await user.click(screen.getByRole("radio", { name: "10:00–12:00" }));
    await user.type(field("name"), "Asha Verma");
    await user.type(field("phone"), "+91 98765 43210");
    await user.selectOptions(field("language"), "English");
    await user.click(screen.getByRole("button", { name: hindiStrings.bookFreeSurvey }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(calls[0]!.body).toEqual(VIDEO_PAYLOAD);
    expect(container.querySelector("h2")!.textContent).toMatch(DEVANAGARI);
  });
});

describe("BookSurveyForm in every language", () => {
  it.each(locales)(
    "on the %s page offers every language of the table and names the floors in its words",
    async (locale) => {
      const words = await surveyWordsIn(locale);
      await renderWithPlaces(<Form onBooked={() => {}} now={now} words={words.form} floors={words.floors} />);
      const languages = [...field<HTMLSelectElement>("language").options];
      expect(languages.map((o) => o.value)).toEqual(locales.map((l) => localeTable[l].englishName));
      expect(languages.map((o) => o.text)).toEqual(words.form.languages.map((l) => l.name));
      const floors = [...field<HTMLSelectElement>("floor").options];
      expect(floors[0]!.text).toBe(words.floors.names[0]);
      // What the office receives is the English floor, whatever the page names it.
      expect(floors[3]!.value).toBe("3rd floor");
      for (const floor of floors.slice(words.floors.names.length))
        expect(floor.text).toContain(floor.value.split(/\D/)[0]);
      expect(floors.map((o) => o.text).join()).not.toMatch(/[{}]/);
    },
  );
});
