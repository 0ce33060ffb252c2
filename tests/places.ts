/**
 * The cities a unit test gives the components and libraries that read them from the layout's data
 * (~/hooks/use-places), read from the content folder as the layout's loader reads them.
 */
import { render, type RenderResult } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { createRoutesStub } from "react-router";

import type { ComponentWordsData, DirectorData, GuaranteeData } from "~/components/component-words";
import { type Locale, localePath } from "~/config/locales";
import { calendarIn, type CalendarWords } from "~/content/calendar";
import { placesIn } from "~/content/cities";
import { componentWordsIn, guaranteeIn } from "~/content/components";
import { estimatorPlaces } from "~/content/distances";
import { formsIn, type FormWords } from "~/content/forms";
import { type LayoutWords, layoutWordsIn } from "~/content/layout";
import type { Places } from "~/content/places";
import { componentFacts } from "~/routes/page-data";

/** The cities of the content folder in `locale`. */
export const placesOf = (locale: Locale = "en") => placesIn(locale);

/** The cities the estimator, the item list and the moving plan offer in `locale`. */
export const offeredPlacesOf = async (locale: Locale = "en") => estimatorPlaces(await placesIn(locale));

/** The layout's words in `locale`, as the layout's loader reads them (content/<language>/layout.json). */
export const layoutWordsOf = (locale: Locale = "en") => layoutWordsIn(locale);

/** Every form's words in `locale`, as a page that shows every form would carry them (~/content/forms). */
export const formWordsOf = async (locale: Locale = "en"): Promise<FormWords> => formsIn(locale);

/** What the layout's loader gives every page of `locale` of the shared components' words, and the guarantee's. */
export async function componentWordsOf(locale: Locale = "en"): Promise<SharedComponentWords> {
  const { facts, directorName } = await componentFacts(new Request(`https://example.in${localePath("/", locale)}`));
  return { componentWords: await componentWordsIn(locale, facts), directorName, guarantee: await guaranteeIn(locale) };
}

type SharedComponentWords = ComponentWordsData & DirectorData & GuaranteeData;

/**
 * A route stub's routes under a layout route whose data carries `places`, the forms' and the shared components'
 * words (with the guarantee's, as a page that shows it carries them) and the calendar, as the site's layout and a
 * page with forms and dates do, with the hydration data that renders them at once.
 */
export function underLayout<R>(
  places: Places,
  routes: R[],
  forms: FormWords = englishForms,
  components: SharedComponentWords = englishComponents,
  layout: LayoutWords = englishLayout,
  calendar: CalendarWords = englishCalendar,
) {
  const data = { places, forms, ...components, layout, calendar };
  return {
    routes: [{ id: "layout", path: "/", loader: () => data, shouldRevalidate: () => false, children: routes }],
    hydrationData: { loaderData: { layout: data } },
  };
}

const englishPlaces = await placesOf();
const englishLayout = await layoutWordsOf();
const englishForms = await formWordsOf();
const englishComponents = await componentWordsOf();
const englishCalendar = await calendarIn("en");

/** `element` at `path` on an English page: its layout's data (the cities, every form's words) is there at once. */
export function renderInEnglish(element: ReactNode, path = "/"): RenderResult {
  const { routes, hydrationData } = underLayout(englishPlaces, [{ path, Component: () => element }]);
  return render(createElement(createRoutesStub(routes), { initialEntries: [path], hydrationData }));
}

/** `element` at `path` under a layout whose data carries the English cities, as a page of the site renders it. */
export async function renderWithPlaces(element: ReactNode, path = "/", places?: Places): Promise<RenderResult> {
  const { routes, hydrationData } = underLayout(places ?? englishPlaces, [{ path, Component: () => element }]);
  const Stub = createRoutesStub(routes);
  return render(createElement(Stub, { initialEntries: [path], hydrationData }));
}
