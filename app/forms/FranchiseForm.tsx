/** STUB: replaced by the Forms issue. Franchise enquiry with the 6-character captcha. */
export function FranchiseForm() {
  return <p>FranchiseForm (coming soon)</p>;
}
