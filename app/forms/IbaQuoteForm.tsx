/** STUB: replaced by the Forms issue. IBA quote form (real form post). */
export function IbaQuoteForm() {
  return <p>IbaQuoteForm (coming soon)</p>;
}
