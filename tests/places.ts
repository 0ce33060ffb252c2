/**
 * The cities a unit test gives the components and libraries that read them from the layout's data
 * (~/hooks/use-places), read from the content folder as the layout's loader reads them.
 */
import { render, type RenderResult } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { createRoutesStub } from "react-router";

import type { Locale } from "~/config/locales";
import { placesIn } from "~/content/cities";
import { estimatorPlaces } from "~/content/distances";
import type { Places } from "~/content/places";

/** The cities of the content folder in `locale`. */
export const placesOf = (locale: Locale = "en") => placesIn(locale);

/** The cities the estimator, the item list and the moving plan offer in `locale`. */
export const offeredPlacesOf = async (locale: Locale = "en") => estimatorPlaces(await placesIn(locale));

/**
 * A route stub's routes under a layout route whose data carries `places`, as the site's layout does, with the
 * hydration data that renders them at once.
 */
export function underLayout<R>(places: Places, routes: R[]) {
  return {
    routes: [{ id: "layout", path: "/", loader: () => ({ places }), shouldRevalidate: () => false, children: routes }],
    hydrationData: { loaderData: { layout: { places } } },
  };
}

/** `element` at `path` under a layout whose data carries the English cities, as a page of the site renders it. */
export async function renderWithPlaces(element: ReactNode, path = "/", places?: Places): Promise<RenderResult> {
  const { routes, hydrationData } = underLayout(places ?? (await placesOf()), [{ path, Component: () => element }]);
  const Stub = createRoutesStub(routes);
  return render(createElement(Stub, { initialEntries: [path], hydrationData }));
}
