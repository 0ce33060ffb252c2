import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities";
import { homeShiftingTable } from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";

const linkClass = "font-semibold text-brand-700 underline";

/** The local table's all-in row, the one figure a move within Kolkata needs. */
const localTotal = localShifting.rows.find((r) => r.label === "Total")!;

/**
 * Kolkata's own prices: one row like every branch's (a move within the city, all in, with a link to the item by
 * item table on home), then the national table of routes from Kolkata, which a phone folds behind its name so
 * the page keeps to a city page's length (issue #15).
 */
function HeadOfficePrices({ city }: { city: City }) {
  return (
    <>
      <PriceTable
        table={{
          caption: `Moving within ${city.name}, all in (approximate, in ₹)`,
          covers: localShifting.covers,
          rowHeader: "Move",
          columns: localShifting.columns,
          rows: [{ label: `Within ${city.name}`, cells: localTotal.cells }],
        }}
      />
      <p className="-mt-2 text-sm text-ink-muted sm:-mt-4">
        Transport, packing, unpacking and labour item by item:{" "}
        <Link to="/#prices-title" className={linkClass}>
          our local shifting table
        </Link>
        .
      </p>
      <PhoneFold summary="Prices from Kolkata to other cities" className="open:space-y-3">
        <PriceTable table={nationalShifting} />
      </PhoneFold>
    </>
  );
}

/**
 * At least one price for a move from Kolkata on every city page: SPEC §9's national row where it has
 * one, else the home-shifting distance band for the city's road distance; Kolkata its own (HeadOfficePrices).
 */
export function CityPrices({ city }: { city: City }) {
  const prices = city.fromKolkata ?? city.bandFromKolkata;
  const title = prices ? `Kolkata to ${city.name}: what it costs` : `Moving from ${city.name}: what it costs`;
  return (
    <Section labelledBy="city-prices-title" data-testid="city-prices" tone="surface">
      <div className="container-page">
        <SectionHeading id="city-prices-title" eyebrow="Indicative prices" title={title}>
          {!prices ? (
            <p>
              Approximate charges for a move within {city.name} and from {city.name} to other cities. Your price is
              fixed after a free survey of what you are moving.
            </p>
          ) : prices.source === "national" ? (
            <p>
              Approximate door-to-door charges for a move from Kolkata to {city.name}. Your price is fixed after a free
              survey of what you are moving.
            </p>
          ) : (
            <p>
              We publish no fixed route price for {city.name}, so this is the row of our{" "}
              <Link to="/home-shifting" className={linkClass}>
                home shifting distance table
              </Link>{" "}
              for its road distance from Kolkata (about {city.transit?.km.toLocaleString("en-IN")} km). Your price is
              fixed after a free survey.
            </p>
          )}
        </SectionHeading>
        <div className="mx-auto stack-t grid max-w-4xl gap-6 sm:gap-8">
          {prices ? (
            <PriceTable
              table={{
                caption: prices.source === "national" ? `Kolkata to ${city.name} (approximate, in ₹)` : prices.caption,
                covers: prices.source === "national" ? nationalShifting.covers : homeShiftingTable.covers,
                rowHeader: prices.source === "national" ? "To" : "Distance",
                columns: prices.columns,
                rows: [{ label: prices.row, cells: prices.cells }],
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
