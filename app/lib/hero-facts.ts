/**
 * The figures an inner page's hero shows beside its title, read from the content modules (prices, cities,
 * facts) so that no page writes a price, a transit time or an opening hour by hand.
 */
import type { City } from "~/content/cities/city";
import { hoursShort, OFFICE_HOURS, PHONE_HOURS, REPLY_MINUTES } from "~/content/facts";
import type { CityPagePrices } from "~/content/prices/city-prices";
import { formatPrice, type Price } from "~/content/prices/types";
import { words } from "~/content/translation";

export interface HeroFact {
  label: string;
  value: string;
}

/** The lowest price a set of cells starts from, or undefined when none is a number. */
export function lowestPrice(cells: readonly Price[]): number | undefined {
  const lows = cells.flatMap((p) => (p === "As Actual" ? [] : ["fixed" in p ? p.fixed : p.min]));
  return lows.length ? Math.min(...lows) : undefined;
}

const fromText = (n: number) => `from ₹${formatPrice({ fixed: n })}`;

/** The words of a city page's facts, which a language translates (app/locales/hi/components.ts). */
export const cityFactWords = words("cityFactWords", {
  fromKolkata: "Home move from Kolkata",
  localMove: "Local home move",
  from: fromText,
  transit: "Transit from Kolkata",
  days: (min: number, max: number) => (min === max ? `${min} days` : `${min}–${max} days`),
  officeOpen: "Office open",
  officeHours: hoursShort(OFFICE_HOURS),
});

/** A city page: what a move from Kolkata costs, how long it takes, and when the office is open. */
export function cityFacts(city: City, prices: CityPagePrices, w = cityFactWords): HeroFact[] {
  const facts: HeroFact[] = [];
  const low = lowestPrice(prices.route?.cells ?? prices.local.total);
  if (low !== undefined) {
    facts.push({ label: prices.route ? w.fromKolkata : w.localMove, value: w.from(low) });
  }
  if (city.transit) {
    const [min, max] = city.transit.days;
    facts.push({ label: w.transit, value: w.days(min, max) });
  }
  facts.push({ label: w.officeOpen, value: w.officeHours });
  return facts;
}

/** The words of the company facts, which a language translates (app/locales/hi/components.ts). */
export const companyFactWords = words("companyFactWords", {
  localMove: "Local home move",
  from: fromText,
  quoteReply: "Quote reply",
  reply: `within ${REPLY_MINUTES} min`,
  phoneLines: "Phone lines",
  phoneHours: hoursShort(PHONE_HOURS),
});

/** Pages about the company as a whole: the cheapest local move (`low`, rupees), the reply time and the phone hours. */
export function companyFacts(low: number | undefined, w = companyFactWords): HeroFact[] {
  return [
    ...(low !== undefined ? [{ label: w.localMove, value: w.from(low) }] : []),
    { label: w.quoteReply, value: w.reply },
    { label: w.phoneLines, value: w.phoneHours },
  ];
}
