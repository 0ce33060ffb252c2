/** STUB: replaced by the Home page issue. The ten FAQs; one open at a time. */
export function FaqAccordion({ headingLevel: _h = 2 }: { headingLevel?: 2 | 3 }) {
  return <section aria-label="Frequently asked questions"><p>FAQ (coming soon)</p></section>;
}
