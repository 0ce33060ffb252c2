import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { CityPageWords } from "~/content/network-city";
import type { CityPagePrices } from "~/content/prices/city-prices";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * Kolkata's own prices: one row like every branch's (a move within the city, all in, with a link to the item by
 * item table on home), then the national table of routes from Kolkata, which a phone folds behind its name so
 * the page keeps to a city page's length.
 */
function HeadOfficePrices({ words: w, prices }: { words: CityPageWords["prices"]; prices: CityPagePrices }) {
  const { local, national } = prices;
  return (
    <>
      <PriceTable
        table={{
          caption: w.withinCaption,
          ...(local.covers !== undefined && { covers: local.covers }),
          rowHeader: w.move,
          columns: local.columns,
          rows: [{ id: "within", label: w.within, cells: local.total }],
        }}
      />
      <p className="-mt-2 text-sm text-ink-muted sm:-mt-4">
        {w.itemised}{" "}
        <Link to="/#prices-title" className={linkClass}>
          {w.itemisedLink}
        </Link>
        .
      </p>
      {national && (
        <PhoneFold summary={w.otherCities} className="open:space-y-3">
          <PriceTable table={national} />
        </PhoneFold>
      )}
    </>
  );
}

/**
 * At least one price for a move from Kolkata on every city page: SPEC §9's national row where it has
 * one, else the home-shifting distance band for the city's road distance; Kolkata its own (HeadOfficePrices).
 */
export function CityPrices({ words: w, prices: all }: { words: CityPageWords["prices"]; prices: CityPagePrices }) {
  const prices = all.route;
  const title = prices ? w.titleTo : w.titleFrom;
  return (
    <Section labelledBy="city-prices-title" data-testid="city-prices" tone="surface">
      <div className="container-page">
        <SectionHeading id="city-prices-title" eyebrow={w.eyebrow} title={title}>
          {!prices ? (
            <p>{w.introLocal}</p>
          ) : prices.source === "national" ? (
            <p>{w.introNational}</p>
          ) : (
            <p>
              {w.introBandBefore}{" "}
              <Link to="/home-shifting" className={linkClass}>
                {w.introBandLink}
              </Link>{" "}
              {w.introBandAfter}
            </p>
          )}
        </SectionHeading>
        <div className="stack-t grid max-w-4xl gap-6 sm:gap-8">
          {prices ? (
            <PriceTable
              table={{
                caption: prices.source === "national" ? w.caption : w.bandCaption,
                ...(prices.covers !== undefined && { covers: prices.covers }),
                rowHeader: prices.source === "national" ? w.to : w.distance,
                columns: prices.columns,
                rows: [{ id: "from-kolkata", label: prices.row, cells: prices.cells }],
              }}
            />
          ) : (
            <HeadOfficePrices words={w} prices={all} />
          )}
        </div>
      </div>
    </Section>
  );
}
