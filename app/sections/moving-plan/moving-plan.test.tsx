/**
 * The moving plan as the visitor meets it: read from its address after the page starts, the call to action that
 * suits the date, ticks kept in this browser, the calendar file, and no English left on the translated pages.
 * The rules themselves are tested in app/lib/moving-plan.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { type Locale, localePath, locales, scriptLetter, translatedLocales } from "~/config/locales";
import { site, telHref } from "~/config/site";
import { calendarIn, type CalendarWords } from "~/content/calendar";
import { movingPlanIn } from "~/content/moving-plan";
import { filled } from "~/content/placeholders";
import type { Places } from "~/content/places";
import { LanguageProvider } from "~/i18n/strings";
import { parsePlanQuery as parsePlanQueryIn } from "~/lib/moving-plan/input";
import { TICKS_KEY } from "~/lib/moving-plan/ticks";

import { untranslatedRuns } from "../../../scripts/untranslated";
import { records, shownText } from "../../../tests/locale-page";
import { layoutWordsOf, offeredPlacesOf, placesOf, underLayout } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { MovingPlan } from "./moving-plan";

const TODAY = new Date(2026, 10, 27, 10, 0);
const places = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await placesOf(l)] as const)),
) as Record<Locale, Places>;
/** The calendar each page's loader gives it. */
const calendars = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await calendarIn(locale)] as const)),
) as Record<Locale, CalendarWords>;
/** The layout's words of each language: the survey's label is among them. */
const layouts = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await layoutWordsOf(l)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof layoutWordsOf>>>;
/** The tasks and names each page's loader gives it. */
const content = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await movingPlanIn(locale)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof movingPlanIn>>>;
/** The English page's words, as its loader gives them. */
const w = content.en;
const offered = await offeredPlacesOf();
const parsePlanQuery = (query: string) => parsePlanQueryIn(query, offered);
const QUERY = "from=kolkata&to=delhi&size=2-bhk&flat=1&vehicle=1&school=1&pets=1&move=intercity";

function renderAt(url: string, language: "en" | "hi" | "bn" = "en") {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  const path = url.split("?")[0]!;
  let node: ReactNode = createElement(MovingPlan, { content: content[language] });
  if (language !== "en") node = createElement(LanguageProvider, { value: { locale: language } }, node);
  // The page's loader hands it its calendar.
  const page = { calendar: calendars[language] };
  const route = { id: "page", path, loader: () => page, Component: () => node };
  const { routes, hydrationData } = underLayout(places[language], [route], undefined, undefined, layouts[language]);
  const Stub = createRoutesStub(routes);
  const loaderData = { ...hydrationData.loaderData, page };
  return render(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData } }));
}

describe("the moving plan", () => {
  it("offers the free survey three weeks ahead, with the cities, in the page's language", async () => {
    renderAt(`/hi/moving-plan?date=2027-01-08&${QUERY}`, "hi");
    const cta = await screen.findByTestId("plan-cta");
    expect(cta).toHaveAttribute("data-cta", "survey");
    const links = within(cta).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/hi/book-survey?city=kolkata&to=delhi"]);
  });

  it("offers a call, and no survey, under a week ahead", async () => {
    renderAt(`/moving-plan?date=2026-12-01&${QUERY}`);
    const cta = await screen.findByTestId("plan-cta");
    expect(cta).toHaveAttribute("data-cta", "call");
    expect(
      within(cta)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([telHref(site.phone)]);
    // Tasks already due are listed first, to do as soon as possible.
    expect(screen.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(w.view.asap);
  });

  it("keeps a tick in this browser, under the moving day, and counts it", async () => {
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    const user = visitor();
    const noc = await screen.findByRole("checkbox", { name: "Ask both societies for a NOC or gate pass" });
    await user.click(noc);
    expect(noc).toBeChecked();
    expect(screen.getByTestId("plan-progress")).toHaveTextContent(/^1 of \d+ tasks done$/);
    expect(JSON.parse(localStorage.getItem(TICKS_KEY)!).plans).toEqual({ "2027-01-08": ["society-noc@2026-12-18"] });
  });

  it("copies a link that rebuilds the same answers", async () => {
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    // user-event puts a clipboard of its own in the page.
    const user = visitor();
    await user.click(await screen.findByRole("button", { name: w.actions.copy }));
    expect(await screen.findByText(w.actions.copied)).toHaveAttribute("role", "status");
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe("/moving-plan");
    expect(parsePlanQuery(link.search)).toEqual(parsePlanQuery(`date=2027-01-08&${QUERY}`));
  });

  it("says the plan is ready beside the questions, and takes the visitor to its heading", async () => {
    const scrolls: ScrollIntoViewOptions[] = [];
    // jsdom lays nothing out and has no scrolling of its own.
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === "object") scrolls.push(options);
    };
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    const tasks = (await screen.findAllByRole("checkbox", { name: /./ })).filter((c) => c.closest("[data-task]"));
    const status = screen.getAllByRole("status").find((s) => s.hasAttribute("data-plan-jump"))!;
    const jump = within(status).getByRole("button");
    expect(jump).toHaveTextContent(`Your plan: ${tasks.length} tasks`);
    await visitor().click(jump);
    const heading = screen.getByRole("heading", { level: 2, name: /^Your plan/ });
    expect(heading).toHaveFocus();
    expect(scrolls).toEqual([{ behavior: "smooth", block: "start" }]);
  });

  it("jumps to the plan without a glide when the visitor asks for less motion", async () => {
    const scrolls: ScrollIntoViewOptions[] = [];
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === "object") scrolls.push(options);
    };
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    fireEvent.click(await screen.findByRole("button", { name: /^Your plan: \d+ tasks$/ }));
    expect(scrolls).toEqual([{ behavior: "auto", block: "start" }]);
    vi.unstubAllGlobals();
  });

  it("offers no way to the plan until the date and the kind of move make one", async () => {
    renderAt(`/moving-plan?${QUERY.replace("&move=intercity", "")}`);
    await screen.findByText(w.plan.empty);
    const status = screen.getAllByRole("status").find((s) => s.hasAttribute("data-plan-jump"))!;
    expect(status).toBeEmptyDOMElement();
  });

  it("prints no address on the page, and shows it to select only when the clipboard refuses it", async () => {
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    await screen.findByTestId("plan-cta");
    // The share link is the page's address with the answers; the printed page names the plain page.
    expect(document.body.textContent).not.toContain("date=2027-01-08");
    expect(screen.queryByTestId("plan-share-link")).toBeNull();
    // The browser refuses the clipboard (a permission denied).
    const own = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
    fireEvent.click(screen.getByRole("button", { name: w.actions.copy }));
    if (own) Object.defineProperty(navigator, "clipboard", own);
    else delete (navigator as { clipboard?: Clipboard }).clipboard;
    const field = await screen.findByRole("textbox", { name: new RegExp(`^${w.actions.linkLabel}`) });
    expect(parsePlanQuery(new URL((field as HTMLInputElement).value).search)).toEqual(
      parsePlanQuery(`date=2027-01-08&${QUERY}`),
    );
  });

  it.each(locales)("shares and prints the plan in the page's words (%s)", async (locale) => {
    const words = content[locale].actions;
    renderAt(`${localePath("/moving-plan", locale)}?date=2027-01-08&${QUERY}`, locale);
    const share = await screen.findByRole("link", { name: new RegExp(words.whatsapp) });
    const message = new URL(share.getAttribute("href")!).searchParams.get("text")!;
    const link = message.slice(message.lastIndexOf("http"));
    expect(message).toBe(filled(words.shareText, { link }));
    expect(parsePlanQuery(new URL(link).search)).toEqual(parsePlanQuery(`date=2027-01-08&${QUERY}`));
    const footer = filled(content[locale].plan.printFooter, {
      planUrl: `${site.url}${localePath("/moving-plan", locale)}`,
    });
    expect(screen.getByText(footer)).toBeInTheDocument();
  });

  it("exports one event per task shown as a calendar file", async () => {
    renderAt(`/moving-plan?date=2027-01-08&${QUERY}`);
    const user = visitor();
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      files.push(blob as Blob);
      return "blob:plan";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(await screen.findByRole("button", { name: w.actions.calendar }));
    expect(files).toHaveLength(1);
    const text = await files[0]!.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(document.querySelectorAll("[data-task]").length);
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(document.querySelectorAll("[data-task]").length);
  });

  it.each(translatedLocales)("leaves no English on the %s page, every task and option included", async (language) => {
    renderAt(`/${language}/moving-plan?date=2026-12-10&${QUERY}`, language);
    await screen.findByTestId("plan-cta");
    await waitFor(() => expect(document.querySelectorAll("[data-task]").length).toBeGreaterThan(20));
    expect(untranslatedRuns(shownText(document.body), records)).toEqual([]);
    // A single English word slips past the runs: every option is in the language's script but the home sizes.
    const script = scriptLetter(language);
    const options = [...document.querySelectorAll("option")].map((o) => o.textContent ?? "");
    expect(options.filter((o) => !script.test(o) && !/^\d BHK$/.test(o))).toEqual([]);
  });
});
