/** STUB: replaced by the Forms issue. The /free-estimate form; `initial` prefills fields by name. */
export function FreeEstimateForm(_props: { initial?: Record<string, string> }) {
  return <p>FreeEstimateForm (coming soon)</p>;
}
