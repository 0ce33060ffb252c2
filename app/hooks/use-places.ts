import { useMatches } from "react-router";

import type { Places } from "~/content/places";

/** What the layout's loader gives every page of the cities (app/routes/layout.tsx). */
export interface PlacesData {
  places: Places;
}

const hasPlaces = (data: unknown): data is PlacesData => typeof data === "object" && data !== null && "places" in data;

/** The cities in the page's language, from the layout's data: the lists, the map and the forms read them. */
export function usePlaces(): Places {
  const data = useMatches()
    .map((m) => m.loaderData)
    .find(hasPlaces);
  if (!data) throw new Error("No cities in the page's data: the layout's loader gives them to every page");
  return data.places;
}
