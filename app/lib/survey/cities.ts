/**
 * Where a surveyor can come to the home: the cities with an office of ours, the Kolkata head office and every branch
 * (the city registry). A video survey is offered anywhere.
 */
import { type CityName, cityPageList } from "~/content/city-list";

/** The home-visit cities: the head office first, then the branches in the registry's order. */
export const homeVisitCities: readonly CityName[] = cityPageList;

/** The home-visit city a typed or chosen English name stands for ("patna", " Patna "), or undefined. */
export function homeVisitCity(name: string): CityName | undefined {
  const wanted = name.trim().toLowerCase();
  return homeVisitCities.find((c) => c.name.toLowerCase() === wanted);
}
