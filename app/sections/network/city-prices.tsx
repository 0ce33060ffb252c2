import { Link } from "react-router";

import { PriceTable } from "~/components/price-table";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities";

/** SPEC §9's national row for this city where it has one; otherwise a pointer to the distance tables. */
export function CityPrices({ city }: { city: City }) {
  const prices = city.fromKolkata;
  return (
    <section aria-labelledby="city-prices-title" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="city-prices-title"
          eyebrow="Indicative prices"
          title={`Kolkata to ${city.name}: what it costs`}
        >
          {prices ? (
            <p>
              Approximate door-to-door charges for a move from Kolkata to {city.name}. Your price is fixed after a free
              survey of what you are moving.
            </p>
          ) : (
            <p>
              Prices for {city.name} depend on the road distance (about {city.transit.km.toLocaleString("en-IN")} km
              from Kolkata) and the volume of your goods. See the distance-based table on our{" "}
              <Link to="/home-shifting" className="font-semibold text-brand-700 underline">
                home shifting page
              </Link>{" "}
              or ask for a free quote.
            </p>
          )}
        </SectionHeading>
        {prices && (
          <div className="mx-auto mt-10 max-w-4xl">
            <PriceTable
              table={{
                caption: `Kolkata to ${city.name} (approximate, in ₹)`,
                rowHeader: "To",
                columns: prices.columns,
                rows: [{ label: prices.row, cells: prices.cells }],
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
