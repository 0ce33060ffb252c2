import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { HomeWords } from "~/content/home";
import type { PriceTableData } from "~/content/prices/types";
import { useStrings } from "~/i18n/strings";

/**
 * The local and national indicative price tables of SPEC §9 with their heading and notes, in the page's language
 * (the home page's loader reads them).
 */
export function HomePriceTables({
  words: w,
  local,
  national,
}: {
  words: HomeWords["pricesSection"];
  local: PriceTableData;
  national: PriceTableData;
}) {
  const strings = useStrings();
  return (
    <Section labelledBy="prices-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="prices-title" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        {/* One above the other: side by side, neither table had room for all its columns. Phones and
            tablets fold both behind one line each, as a city page folds its second, so that home stays within its
            length budget. */}
        <div className="stack-t grid max-w-5xl gap-3 lg:gap-8">
          <PhoneFold summary={w.localFold} until="lg" className="open:space-y-3">
            <PriceTable table={local} note={w.localNote} />
          </PhoneFold>
          <PhoneFold summary={w.nationalFold} until="lg" className="open:space-y-3">
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
