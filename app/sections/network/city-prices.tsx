import { Link } from "react-router";

import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities";
import { homeShiftingTable } from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * At least one price for a move from Kolkata on every city page: SPEC §9's national row where it has
 * one, else the home-shifting distance band for the city's road distance; Kolkata shows both of its
 * own tables (within the city, and to the national table's cities).
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
            <>
              <PriceTable table={localShifting} />
              <PriceTable table={nationalShifting} />
            </>
          )}
        </div>
      </div>
    </Section>
  );
}
