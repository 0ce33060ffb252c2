/** STUB: replaced by the Forms issue. Embedded card 'Want to relocate easy & fast?' (service pages). */
export function QuoteCardForm() {
  return <p>QuoteCardForm (coming soon)</p>;
}
