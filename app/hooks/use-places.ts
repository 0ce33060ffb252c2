import { useMemo } from "react";
import { useMatches } from "react-router";

import { estimatorPlaces } from "~/content/distances";
import type { Place, Places } from "~/content/places";

/** What the layout's loader gives every page of the cities (app/routes/layout.tsx). */
export interface PlacesData {
  places: Places;
}

const hasPlaces = (data: unknown): data is PlacesData => typeof data === "object" && data !== null && "places" in data;

/** The cities among the data of a page's routes (the layout's), if any. */
export const placesAmong = (matches: readonly ({ loaderData: unknown } | undefined)[]): Places | undefined =>
  matches.map((m) => m?.loaderData).find(hasPlaces)?.places;

/** The cities in the page's language, from the layout's data: the lists, the map and the forms read them. */
export function usePlaces(): Places {
  const places = placesAmong(useMatches());
  if (!places) throw new Error("No cities in the page's data: the layout's loader gives them to every page");
  return places;
}

/** The cities the estimator, the item list and the moving plan offer, in the page's language (~/content/distances). */
export function useOfferedPlaces(): readonly Place[] {
  const places = usePlaces();
  return useMemo(() => estimatorPlaces(places), [places]);
}
