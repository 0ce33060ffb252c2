/** STUB: replaced by the Forms issue. Insurance quote form (real form post). */
export function InsuranceQuoteForm() {
  return <p>InsuranceQuoteForm (coming soon)</p>;
}
