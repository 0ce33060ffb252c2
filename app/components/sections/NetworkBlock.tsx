/** STUB: replaced by the Home page issue. The service-network city list (links to /network/{slug}). */
export function NetworkBlock() {
  return <section aria-label="Our network"><p>Network (coming soon)</p></section>;
}
