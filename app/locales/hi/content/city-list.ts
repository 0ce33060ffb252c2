/**
 * The branch cities' and the head office's names in Hindi: translates ../city-list.ts. Slugs,
 * coordinates and national-table rows are read from the English records; only the city and state names change.
 */
import * as english from "~/content/city-list.ts";
import type { Dictionary } from "~/locales/book";

/** Each city's name and state in Devanagari, by its slug. */
export const cityNames: Readonly<Record<string, { name: string; state: string }>> = {
  kolkata: { name: "कोलकाता", state: "पश्चिम बंगाल" },
  ahmedabad: { name: "अहमदाबाद", state: "गुजरात" },
  bangalore: { name: "बेंगलुरु", state: "कर्नाटक" },
  bhagalpur: { name: "भागलपुर", state: "बिहार" },
  bhubaneshwar: { name: "भुवनेश्वर", state: "ओडिशा" },
  chennai: { name: "चेन्नई", state: "तमिलनाडु" },
  chhapra: { name: "छपरा", state: "बिहार" },
  delhi: { name: "दिल्ली", state: "दिल्ली" },
  gurgaon: { name: "गुड़गांव", state: "हरियाणा" },
  guwahati: { name: "गुवाहाटी", state: "असम" },
  hyderabad: { name: "हैदराबाद", state: "तेलंगाना" },
  jaipur: { name: "जयपुर", state: "राजस्थान" },
  jamshedpur: { name: "जमशेदपुर", state: "झारखंड" },
  mumbai: { name: "मुंबई", state: "महाराष्ट्र" },
  patna: { name: "पटना", state: "बिहार" },
  pune: { name: "पुणे", state: "महाराष्ट्र" },
  raipur: { name: "रायपुर", state: "छत्तीसगढ़" },
  ranchi: { name: "रांची", state: "झारखंड" },
};

/** A city's record with its Hindi names; a city missing from the table fails at load. */
function hindiCity(city: english.CityName) {
  const hindi = cityNames[city.slug];
  if (!hindi) throw new Error(`No Hindi name for the city "${city.slug}"`);
  return {
    name: hindi.name,
    slug: city.slug,
    state: hindi.state,
    lat: city.lat,
    lon: city.lon,
  };
}

if (Object.keys(cityNames).length !== english.cityPageList.length)
  throw new Error("Hindi name for a city that is gone");

/** The 17 branch cities. */
export const cityList = { cityList: english.cityList.map(hindiCity) } satisfies Dictionary;
