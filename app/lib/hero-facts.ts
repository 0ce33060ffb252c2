/**
 * The figures an inner page's hero shows beside its title, read from the content modules (prices, cities,
 * facts) so that no page writes a price, a transit time or an opening hour by hand.
 */
import type { City } from "~/content/cities/city";
import { filled } from "~/content/placeholders";
import type { CityPagePrices } from "~/content/prices/city-prices";
import { formatPrice, type Price } from "~/content/prices/types";
import type { ComponentsContent } from "~/content/schemas/components";

/** The facts' words in the page's language (content/<language>/components.json `heroFacts`). */
export type HeroFactWords = ComponentsContent["heroFacts"];

export interface HeroFact {
  label: string;
  value: string;
}

/** The lowest price a set of cells starts from, or undefined when none is a number. */
export function lowestPrice(cells: readonly Price[]): number | undefined {
  const lows = cells.flatMap((p) => (p === "As Actual" ? [] : ["fixed" in p ? p.fixed : p.min]));
  return lows.length ? Math.min(...lows) : undefined;
}

const fromText = (w: HeroFactWords, n: number) => filled(w.from, { price: formatPrice({ fixed: n }) });

const daysText = (w: HeroFactWords, [min, max]: readonly [number, number]) =>
  min === max ? filled(w.sameDays, { days: String(min) }) : filled(w.days, { min: String(min), max: String(max) });

/** A city page: what a move from Kolkata costs, how long it takes, and when the office is open. */
export function cityFacts(city: City, prices: CityPagePrices, w: HeroFactWords): HeroFact[] {
  const facts: HeroFact[] = [];
  const low = lowestPrice(prices.route?.cells ?? prices.local.total);
  if (low !== undefined) {
    facts.push({ label: prices.route ? w.fromKolkata : w.localMove, value: fromText(w, low) });
  }
  if (city.transit) {
    facts.push({ label: w.transit, value: daysText(w, city.transit.days) });
  }
  facts.push({ label: w.officeOpen, value: w.officeHours });
  return facts;
}

/** Pages about the company as a whole: the cheapest local move (`low`, rupees), the reply time and the phone hours. */
export function companyFacts(low: number | undefined, w: HeroFactWords): HeroFact[] {
  return [
    ...(low !== undefined ? [{ label: w.localMove, value: fromText(w, low) }] : []),
    { label: w.quoteReply, value: w.reply },
    { label: w.phoneLines, value: w.phoneHours },
  ];
}
