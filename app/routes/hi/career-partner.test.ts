import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { jobs as hindiJobs } from "~/content/hi/jobs";
import * as english from "~/content/jobs";
import type { Translation } from "~/content/translation";
import { namedWords } from "~/content/translation";
import { hindiForms } from "~/forms/hi";
import { mockFetch, text } from "~/forms/testing/net";
import { hi } from "~/i18n/hi";
import { LanguageProvider } from "~/i18n/strings";
import { TranslationsProvider } from "~/i18n/translations";
import Career, { meta as careerMeta } from "~/routes/career";
import Partner, { meta as partnerMeta } from "~/routes/partner";
import { careerSections } from "~/sections/career/hi";
import { JobBoard } from "~/sections/career/job-board";
import { partnerSections } from "~/sections/partner/hi";

import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated";
import HindiCareer, { meta as hindiCareerMeta } from "./career";
import HindiPartner, { meta as hindiPartnerMeta } from "./partner";

type Tags = ReturnType<typeof careerMeta>;
const titleOf = (tags: Tags) => (tags.find((t) => "title" in t) as { title: string }).title;
const canonical = (tags: Tags) => (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string }).href;

const DEVANAGARI = /[\u0900-\u097F]/;
const hindiLanguage = { locale: "hi", strings: hi, forms: hindiForms } as const;

/** Every text of a translation, functions called with a sample argument (a count, or a name to put in). */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return texts((value as (arg: number) => unknown)(2));
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, v]) => (key === "id" ? [] : texts(v)));
  return [];
}

/** The English of a translation: the record itself, or the component's words of that name. */
const englishOf = ([record]: Translation) => (typeof record === "string" ? namedWords(record) : record);

/**
 * The page's words as the e2e check reads them: its text nodes and the attributes read out or shown; but for the
 * franchise form's captcha, random letters and digits.
 */
function pageText(root: HTMLElement): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode())
    if (!walker.currentNode.parentElement?.closest('[data-testid="captcha-code"]'))
      parts.push(walker.currentNode.textContent ?? "");
  for (const el of root.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
    for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
  return parts.join("\n");
}

const inHindi = (children: ReactNode, translations: readonly Translation[] = []) =>
  createElement(
    LanguageProvider,
    { value: hindiLanguage },
    createElement(MemoryRouter, null, createElement(TranslationsProvider, { translations, children })),
  );

describe("/hi/career and /hi/partner (issue 18)", () => {
  it.each([
    ["career", hindiCareerMeta, careerMeta],
    ["partner", hindiPartnerMeta, partnerMeta],
  ] as const)("/hi/%s has a Hindi title and its own canonical", (path, hindiMeta, englishMeta) => {
    const tags = hindiMeta();
    expect(canonical(tags)).toBe(`${site.url}/hi/${path}`);
    expect(titleOf(tags)).toMatch(/^[\u0900-\u097F][^|]*\| /);
    expect(titleOf(tags)).not.toBe(titleOf(englishMeta()));
    const description = tags.find((t) => "name" in t && t.name === "description") as { content: string };
    expect(description.content).toMatch(DEVANAGARI);
    expect(untranslatedRuns(description.content)).toEqual([]);
  });

  it.each(
    [...careerSections, ...partnerSections, ...hindiJobs].map((t) => [
      typeof t[0] === "string" ? t[0] : texts(t[0])[0],
      t,
    ]),
  )("%s: every text is Hindi, none left in English", (_name, translation) => {
    const hindi = texts(translation[1]);
    expect(hindi.length).toBeGreaterThan(0);
    for (const t of hindi) {
      expect(t).toMatch(DEVANAGARI);
      expect(untranslatedRuns(t), t).toEqual([]);
    }
    expect(hindi).toHaveLength(texts(englishOf(translation)).length);
  });

  it("keeps each job's id and the English lists' order", () => {
    const [departments, locations, types, jobs] = hindiJobs as unknown as [
      [typeof english.departments, string[]],
      [typeof english.locations, string[]],
      [typeof english.jobTypes, string[]],
      [english.Job[], english.Job[]],
    ];
    expect(departments[1]).toHaveLength(english.departments.length);
    expect(locations[1]).toEqual(["दिल्ली", "मुंबई", "बेंगलुरु", "हैदराबाद", "चेन्नई"]);
    expect(types[1]).toHaveLength(english.jobTypes.length);
    expect(jobs[1].map((j) => j.id)).toEqual(english.jobs.map((j) => j.id));
    const truck = jobs[1].find((j) => j.id === 2);
    expect(truck && [truck.title, truck.location, truck.type]).toEqual(["ट्रक ड्राइवर", "मुंबई", "फुल टाइम"]);
  });

  it.each([
    ["career", HindiCareer, Career],
    ["partner", HindiPartner, Partner],
  ] as const)("/hi/%s leaves no English phrase on the page", (_path, Page, EnglishPage) => {
    const { container, unmount } = render(inHindi(createElement(Page)));
    expect(pageText(container)).toMatch(DEVANAGARI);
    expect(untranslatedRuns(pageText(container), recordsOf(site))).toEqual([]);
    unmount();
    // The same check finds the English page's words, so it is not passing for want of text.
    const english = render(createElement(MemoryRouter, null, createElement(EnglishPage)));
    expect(untranslatedRuns(pageText(english.container), recordsOf(site)).length).toBeGreaterThan(20);
  });
});

describe("the Hindi job board sends the English job to the office", () => {
  const translations = [...careerSections, ...hindiJobs];
  beforeEach(() => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("filters by the English values under Hindi labels", async () => {
    const user = userEvent.setup();
    render(inHindi(createElement(JobBoard), translations));
    const location = screen.getByRole("combobox", { name: "शहर" });
    const options = [...(location as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual(["", ...english.locations]);
    expect(options.map((o) => o.textContent)).toEqual(["सभी शहर", "दिल्ली", "मुंबई", "बेंगलुरु", "हैदराबाद", "चेन्नई"]);
    const department = screen.getByRole("combobox", { name: "विभाग" }) as HTMLSelectElement;
    expect([...department.options].map((o) => o.value)).toEqual(["", ...english.departments]);
    expect([...department.options].every((o) => DEVANAGARI.test(o.textContent ?? ""))).toBe(true);

    await user.selectOptions(location, "Mumbai");
    expect(screen.getByRole("heading", { level: 2, name: "2 नौकरियां उपलब्ध" })).toBeInTheDocument();
    expect(screen.getAllByTestId("job").map((j) => within(j).getByRole("heading").textContent)).toEqual([
      "ट्रक ड्राइवर",
      "अकाउंट्स एग्जीक्यूटिव",
    ]);
  });

  it("shows the Hindi job in the pop-up, and hands the form and the office the English title", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = userEvent.setup();
    render(inHindi(createElement(JobBoard), translations));
    const card = screen.getAllByTestId("job").find((j) => within(j).queryByRole("heading", { name: "ट्रक ड्राइवर" }));
    expect(card).toBeDefined();
    expect(within(card!).getByText("ऑपरेशंस और लॉजिस्टिक्स")).toBeInTheDocument();
    expect(card!.textContent).not.toMatch(/Truck|Driver|Mumbai|Full Time/);

    await user.click(within(card!).getByRole("button", { name: "आवेदन करें: ट्रक ड्राइवर" }));
    const dialog = screen.getByRole("dialog", { name: "ट्रक ड्राइवर के लिए आवेदन करें" });
    const byName = (name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(byName("job_title")).toHaveValue("Truck Driver");
    expect(byName("job_title")).toHaveAttribute("type", "hidden");

    await user.type(byName("user_name"), "Ramesh Yadav");
    await user.type(byName("user_email"), "ramesh@example.in");
    await user.type(byName("user_phone"), "9431000001");
    await user.type(byName("user_resume"), "https://drive.google.com/file/d/abc/view");
    await user.click(within(dialog).getByRole("button", { name: "आवेदन भेजें" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const body = Object.fromEntries(calls[0]!.body as [string, string][]);
    expect(body).toMatchObject({ job_title: "Truck Driver", language: "Hindi" });
  });

  it("on the English page, shows and sends the English job", async () => {
    const user = userEvent.setup();
    render(createElement(JobBoard));
    await user.click(screen.getByRole("button", { name: "Apply Now: Truck Driver" }));
    const dialog = screen.getByRole("dialog", { name: "Apply for Truck Driver" });
    expect(dialog.querySelector('[name="job_title"]')).toHaveValue("Truck Driver");
  });
});
