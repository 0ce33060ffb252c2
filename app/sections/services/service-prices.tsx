import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { ServicePageWords, ShownServicePage } from "~/content/service-content";
import { useStrings } from "~/i18n/strings";

/**
 * The page's approximate price table(s). On a phone a second table folds behind its name (the vehicle page's
 * bike table after the car one), so the page stays within its length budget and a bike owner
 * opens it with one tap; from 640 px up every table shows.
 */
export function ServicePrices({
  words: w,
  prices,
}: {
  words: ServicePageWords["prices"];
  prices: NonNullable<ShownServicePage["prices"]>;
}) {
  const strings = useStrings();
  return (
    <Section labelledBy="prices-heading" tone="surface">
      <div className="container-page">
        <SectionHeading id="prices-heading" eyebrow={w.eyebrow} title={prices.heading} wide>
          <p>{prices.intro}</p>
        </SectionHeading>
        <div className="stack-t grid max-w-5xl gap-6 sm:gap-8">
          {prices.tables.map((t, i) =>
            i === 0 ? (
              <PriceTable key={t.caption} table={t} />
            ) : (
              <PhoneFold
                key={t.caption}
                summary={prices.folded?.[i - 1]?.summary ?? t.caption}
                className="open:space-y-3"
              >
                <PriceTable table={t} />
              </PhoneFold>
            ),
          )}
        </div>
        <div className="mt-4 flex max-w-5xl flex-col gap-3 sm:mt-6 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p className="text-sm text-ink-muted">{prices.footnote}</p>
          <Link to="/free-estimate" className="btn-primary shrink-0">
            {strings.getFreeQuote}
          </Link>
        </div>
      </div>
    </Section>
  );
}
