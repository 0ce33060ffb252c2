/**
 * What the tests of the translated pages share: the texts of a translation, the records kept in Latin, and a page
 * rendered in a language's layout, read as the e2e check (tests/e2e/helpers/hydrated-words.ts) reads it.
 */
import { render, type RenderResult } from "@testing-library/react";
import { createElement, type FC, type ReactNode } from "react";
import { createRoutesStub } from "react-router";

import { site } from "~/config/site";
import { calendarIn } from "~/content/calendar";
import { placesIn } from "~/content/cities";
import type { FormWords } from "~/content/forms";
import type { Places } from "~/content/places";
import { LanguageProvider } from "~/i18n/strings";

import { recordsOf } from "../scripts/untranslated";
import { componentWordsOf, formWordsOf, layoutWordsOf, underLayout } from "./places";

export const DEVANAGARI = /[\u0900-\u097F]/;

/** A date as the languages spell it: Hindi writes loanword months without the nukta Intl puts on फ़ (docs/hindi-glossary.md). */
export const asSpelled = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .normalize("NFC");

/** What a Hindi page keeps in Latin: the company's names and records, the insurers' registered names among them. */
export const records = recordsOf(site);

const hindiLanguage = { locale: "hi" } as const;

/** The cities a Hindi page's layout gives it. */
const hindiPlaces = await placesIn("hi");
// Every form's words, as a page that shows every form would carry them.
const hindiForms = await formWordsOf("hi");
const hindiComponents = await componentWordsOf("hi");

/** The Hindi layout's words (content/hi/layout.json). */
const hindiLayoutWords = await layoutWordsOf("hi");
/** The Hindi calendar (content/hi/calendar.json), as a page that shows a date carries it. */
const hindiCalendar = await calendarIn("hi");

/** In a stub route at the page's address: the page reads that location, and a data router's hooks work. */
function renderAt(path: string, element: ReactNode, places: Places, forms: FormWords): RenderResult {
  const { routes, hydrationData } = underLayout(
    places,
    [{ path, Component: () => element }],
    forms,
    hindiComponents,
    hindiLayoutWords,
    hindiCalendar,
  );
  const Stub = createRoutesStub(routes);
  return render(createElement(Stub, { initialEntries: [path], hydrationData }));
}

/**
 * A Hindi page, or part of one, with the Hindi layout's words (the layout's, the forms' and the shared components')
 * and calendar, at its address.
 */
export function renderInHindi(content: FC | ReactNode, { path = "/" }: { path?: string } = {}): RenderResult {
  const node = typeof content === "function" ? createElement(content) : content;
  return renderAt(path, createElement(LanguageProvider, { value: hindiLanguage }, node), hindiPlaces, hindiForms);
}

/** A page's text nodes, but for a captcha's code: random letters, not words. */
function textNodesOf(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode())
    if (!walker.currentNode.parentElement?.closest('[data-testid="captcha-code"]'))
      texts.push(walker.currentNode.textContent ?? "");
  return texts;
}

/**
 * The words a page shows, as the e2e check reads them: each text node, and the attributes read out or shown. A
 * hidden element's text counts too (the print-only summary, a select's options): it is still in the page.
 */
export function shownText(root: HTMLElement): string {
  const labels = [...root.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((el) =>
    ["aria-label", "alt", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""),
  );
  return [...textNodesOf(root), ...labels].join("\n");
}
