import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { PriceTableData } from "~/content/prices/types";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";

export const homePriceWords = words("homePriceWords", {
  title: "Packers and movers charges",
  eyebrow: "Indicative prices",
  intro:
    "Approximate charges in rupees to help you plan. Your exact price depends on the volume of goods, floor and lift access and the date, and is fixed in writing after a free survey.",
  // What the table covers already says that handyman work is charged at cost.
  localNote: "Approximate prices within one city.",
  nationalNote: "Approximate prices from Kolkata; car transport is in addition to household goods.",
  /** A phone folds the second table behind this line. */
  nationalFold: "Prices from Kolkata to other cities",
});

/** The local and national indicative price tables of SPEC §9, in the page's language (the home page's loader reads them). */
export function HomePriceTables({
  title,
  local,
  national,
}: {
  title?: string;
  local: PriceTableData;
  national: PriceTableData;
}) {
  const w = useTranslated(homePriceWords);
  const strings = useStrings();
  return (
    <Section labelledBy="prices-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="prices-title" eyebrow={w.eyebrow} title={title ?? w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        {/* One above the other: side by side, neither table had room for all its columns. A phone folds the
            second, as a city page does, so that the page stays within its length budget. */}
        <div className="stack-t grid max-w-5xl gap-6 sm:gap-8">
          <PriceTable table={local} note={w.localNote} />
          <PhoneFold summary={w.nationalFold} className="open:space-y-3">
            <PriceTable table={national} note={w.nationalNote} />
          </PhoneFold>
        </div>
        <p className="mt-6 sm:mt-8">
          <Link to="/free-estimate" className="btn-primary">
            {strings.getFreeQuote}
          </Link>
        </p>
      </div>
    </Section>
  );
}
