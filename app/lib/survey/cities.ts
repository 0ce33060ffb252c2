/**
 * Where a surveyor can come to the home: the cities with an office of ours, the Kolkata head office and every branch
 * (the cities file, given to the form in the page's data and to the server from the file). A video survey is offered
 * anywhere.
 */

/** The home-visit city a typed or chosen English name stands for ("patna", " Patna ") among `cities`, or undefined. */
export function homeVisitCity(name: string, cities: readonly string[]): string | undefined {
  const wanted = name.trim().toLowerCase();
  return cities.find((c) => c.toLowerCase() === wanted);
}
