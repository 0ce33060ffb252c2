import { Link } from "~/components/link";
import { mailHref, site } from "~/config/site";
import { GUARANTEE_ANCHOR, TERMS_CLAIMS_PATH } from "~/content/guarantee";

import { AddressText } from "./address-text";
import { Card } from "./card";
import { useGuarantee } from "./component-words";
import { CheckCircle2, ChevronDown, ClipboardList, Info } from "./icons";
import { PhoneFold } from "./phone-fold";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";
import { WithParts } from "./with-parts";

/**
 * The guarantee defined where it is claimed: what is covered, how to claim, the limits, and the binding terms.
 * compact folds the three lists at every width; foldBelowWide folds them on phones and tablets only (see PhoneFold).
 */
export function SafetyGuarantee({
  compact = false,
  foldBelowWide = false,
}: {
  compact?: boolean;
  foldBelowWide?: boolean;
}) {
  const { section: w, ...terms } = useGuarantee();
  const titleId = `${GUARANTEE_ANCHOR}-title`;
  // Where a step says to write: the company's address, linked.
  const email = (
    <a href={mailHref(site.email)} className="font-semibold text-brand-700 underline underline-offset-4">
      <AddressText value={site.email} />
    </a>
  );
  const columns = [
    { title: w.covered, items: terms.covered, Icon: CheckCircle2, ordered: false },
    { title: w.howToClaim, items: terms.howToClaim, Icon: ClipboardList, ordered: true },
    { title: w.limits, items: terms.limits, Icon: Info, ordered: false },
  ];
  const columnsGrid = (
    <div
      className={`grid max-w-6xl gap-4 sm:gap-6 lg:grid-cols-3 ${compact ? "" : foldBelowWide ? "mt-3 lg:mt-0" : "stack-t"}`}
    >
      {columns.map(({ title, items, Icon, ordered }) => {
        const List = ordered ? "ol" : "ul";
        return (
          <Card key={title}>
            <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <Icon className="size-5 text-accent-600" aria-hidden="true" />
              {title}
            </h3>
            <List
              className={`mt-3 space-y-2 pl-5 leading-relaxed text-ink ${ordered ? "list-decimal" : "list-disc"} marker:text-accent-600`}
            >
              {items.map((item) => (
                <li key={item}>
                  <WithParts text={item} parts={{ email }} />
                </li>
              ))}
            </List>
          </Card>
        );
      })}
    </div>
  );
  return (
    <Section id={GUARANTEE_ANCHOR} labelledBy={titleId} tone="surface">
      <div className="container-page">
        <SectionHeading id={titleId} eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        {compact ? (
          <details className="group stack-t max-w-6xl rounded-xl border border-line bg-white shadow-card">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold text-brand-900 hover:bg-brand-50 sm:px-5 sm:py-4 [&::-webkit-details-marker]:hidden">
              {w.summary}
              <ChevronDown
                className="size-5 shrink-0 text-accent-600 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-4 pb-4 sm:px-5 sm:pb-5">{columnsGrid}</div>
          </details>
        ) : foldBelowWide ? (
          <PhoneFold summary={w.summary} until="lg" className="stack-t">
            {columnsGrid}
          </PhoneFold>
        ) : (
          columnsGrid
        )}
        <p className="mt-8">
          <Link to={TERMS_CLAIMS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
            {w.readTerms}
          </Link>
        </p>
      </div>
    </Section>
  );
}
