import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { indianNumber } from "~/config/numbers";
import type { City } from "~/content/cities/city";
import { homeShiftingTable } from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const cityPricesWords = words("cityPricesWords", {
  eyebrow: "Indicative prices",
  titleTo: (city: string) => `Kolkata to ${city}: what it costs`,
  titleFrom: (city: string) => `Moving from ${city}: what it costs`,
  introLocal: (city: string) =>
    `Approximate charges for a move within ${city} and from ${city} to other cities. Your price is fixed after a free survey of what you are moving.`,
  introNational: (city: string) =>
    `Approximate door-to-door charges for a move from Kolkata to ${city}. Your price is fixed after a free survey of what you are moving.`,
  /** Around the link to the distance table. */
  introBandBefore: (city: string) => `We publish no fixed route price for ${city}, so this is the row of our `,
  introBandLink: "home shifting distance table",
  introBandAfter: (km: string) =>
    ` for its road distance from Kolkata (about ${km} km). Your price is fixed after a free survey.`,
  caption: (city: string) => `Kolkata to ${city} (approximate, in ₹)`,
  bandCaption: (city: string) => `Home shifting from Kolkata to ${city} (approximate, in ₹)`,
  to: "To",
  distance: "Distance",
  withinCaption: (city: string) => `Moving within ${city}, all in (approximate, in ₹)`,
  move: "Move",
  within: (city: string) => `Within ${city}`,
  itemised: "Transport, packing, unpacking and labour item by item: ",
  itemisedLink: "our local shifting table",
  otherCities: "Prices from Kolkata to other cities",
});

const linkClass = "font-semibold text-brand-700 underline";

/** The local table's all-in row, the one figure a move within Kolkata needs. */
const localTotal = localShifting.rows.find((r) => r.label === "Total")!;

/**
 * Kolkata's own prices: one row like every branch's (a move within the city, all in, with a link to the item by
 * item table on home), then the national table of routes from Kolkata, which a phone folds behind its name so
 * the page keeps to a city page's length.
 */
function HeadOfficePrices({ city }: { city: City }) {
  const w = useTranslated(cityPricesWords);
  const local = useTranslated(localShifting);
  return (
    <>
      <PriceTable
        table={{
          caption: w.withinCaption(city.name),
          covers: local.covers,
          rowHeader: w.move,
          columns: local.columns,
          rows: [{ label: w.within(city.name), cells: localTotal.cells }],
        }}
      />
      <p className="-mt-2 text-sm text-ink-muted sm:-mt-4">
        {w.itemised}
        <Link to="/#prices-title" className={linkClass}>
          {w.itemisedLink}
        </Link>
        .
      </p>
      <PhoneFold summary={w.otherCities} className="open:space-y-3">
        <PriceTable table={useTranslated(nationalShifting)} />
      </PhoneFold>
    </>
  );
}

/**
 * At least one price for a move from Kolkata on every city page: SPEC §9's national row where it has
 * one, else the home-shifting distance band for the city's road distance; Kolkata its own (HeadOfficePrices).
 */
export function CityPrices({ city }: { city: City }) {
  const w = useTranslated(cityPricesWords);
  const national = useTranslated(nationalShifting);
  const band = useTranslated(homeShiftingTable);
  const prices = city.fromKolkata ?? city.bandFromKolkata;
  const title = prices ? w.titleTo(city.name) : w.titleFrom(city.name);
  // The city's row of its table, as the table itself is shown in the page's language.
  const [table, english] = prices?.source === "national" ? [national, nationalShifting] : [band, homeShiftingTable];
  const row = prices && table.rows[english.rows.findIndex((r) => r.label === prices.row)];
  return (
    <Section labelledBy="city-prices-title" data-testid="city-prices" tone="surface">
      <div className="container-page">
        <SectionHeading id="city-prices-title" eyebrow={w.eyebrow} title={title}>
          {!prices ? (
            <p>{w.introLocal(city.name)}</p>
          ) : prices.source === "national" ? (
            <p>{w.introNational(city.name)}</p>
          ) : (
            <p>
              {w.introBandBefore(city.name)}
              <Link to="/home-shifting" className={linkClass}>
                {w.introBandLink}
              </Link>
              {w.introBandAfter(city.transit ? indianNumber(city.transit.km) : "")}
            </p>
          )}
        </SectionHeading>
        <div className="stack-t grid max-w-4xl gap-6 sm:gap-8">
          {prices && row ? (
            <PriceTable
              table={{
                caption: prices.source === "national" ? w.caption(city.name) : w.bandCaption(city.name),
                covers: table.covers,
                rowHeader: prices.source === "national" ? w.to : w.distance,
                columns: table.columns,
                rows: [{ label: row.label, cells: prices.cells }],
              }}
            />
          ) : (
            <HeadOfficePrices city={city} />
          )}
        </div>
      </div>
    </Section>
  );
}
