/**
 * The city pages in Hindi: each city's record with its hand-written texts (./cities/…), its city and
 * state names (./city-list.ts) and the Hindi price labels, paired with the English record the pages look up.
 * Prices, distances, days, phone numbers, coordinates and the office's postal address are the English record's.
 */
import { nationalShifting } from "~/content/prices/local-national";
import type { Dictionary } from "~/locales/book";
import { type CityText, localizedCities } from "~/locales/cities";

import { biharJharkhand } from "./cities/bihar-jharkhand.ts";
import { east } from "./cities/east.ts";
import { kolkata } from "./cities/kolkata.ts";
import { north } from "./cities/north.ts";
import { south } from "./cities/south.ts";
import { west } from "./cities/west.ts";
import { cityNames } from "./city-list.ts";
import { localizedCaption, localizedLabel } from "./prices.ts";

const texts: Record<string, CityText> = { kolkata, ...biharJharkhand, ...east, ...north, ...west, ...south };

/** Every city page's record in Hindi. */
export const cities = localizedCities({
  texts,
  names: cityNames,
  tableLabel: localizedLabel,
  nationalCaption: localizedCaption(nationalShifting),
  bandCaption: (name) => `कोलकाता से ${name} तक होम शिफ्टिंग (अनुमानित, ₹ में)`,
}) satisfies Dictionary;
