/**
 * The branch cities' and the head office's names in Bengali: translates ~/content/city-list.ts. Slugs,
 * coordinates and national-table rows are read from the English records; only the city and state names change.
 */
import * as english from "~/content/city-list.ts";
import type { Dictionary } from "~/locales/book";

/** Each city's name and state in Bengali script, by its slug. */
export const cityNames: Readonly<Record<string, { name: string; state: string }>> = {
  kolkata: { name: "কলকাতা", state: "পশ্চিমবঙ্গ" },
  ahmedabad: { name: "আহমেদাবাদ", state: "গুজরাট" },
  bangalore: { name: "বেঙ্গালুরু", state: "কর্ণাটক" },
  bhagalpur: { name: "ভাগলপুর", state: "বিহার" },
  bhubaneshwar: { name: "ভুবনেশ্বর", state: "ওড়িশা" },
  chennai: { name: "চেন্নাই", state: "তামিলনাড়ু" },
  chhapra: { name: "ছাপরা", state: "বিহার" },
  delhi: { name: "দিল্লি", state: "দিল্লি" },
  gurgaon: { name: "গুরগাঁও", state: "হরিয়ানা" },
  guwahati: { name: "গুয়াহাটি", state: "অসম" },
  hyderabad: { name: "হায়দরাবাদ", state: "তেলেঙ্গানা" },
  jaipur: { name: "জয়পুর", state: "রাজস্থান" },
  jamshedpur: { name: "জামশেদপুর", state: "ঝাড়খণ্ড" },
  mumbai: { name: "মুম্বাই", state: "মহারাষ্ট্র" },
  patna: { name: "পাটনা", state: "বিহার" },
  pune: { name: "পুনে", state: "মহারাষ্ট্র" },
  raipur: { name: "রায়পুর", state: "ছত্তীসগঢ়" },
  ranchi: { name: "রাঁচি", state: "ঝাড়খণ্ড" },
};

/** A city's record with its Bengali names; a city missing from the table fails at load. */
function localizedCity(city: english.CityName) {
  const names = cityNames[city.slug];
  if (!names) throw new Error(`No Bengali name for the city "${city.slug}"`);
  return {
    name: names.name,
    slug: city.slug,
    state: names.state,
    lat: city.lat,
    lon: city.lon,
  };
}

if (Object.keys(cityNames).length !== english.cityPageList.length)
  throw new Error("Bengali name for a city that is gone");

/** The 17 branch cities. */
export const cityList = { cityList: english.cityList.map(localizedCity) } satisfies Dictionary;
