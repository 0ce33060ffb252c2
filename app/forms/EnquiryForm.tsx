/** STUB: replaced by the Forms issue. Contact enquiry with the 6-digit captcha. */
export function EnquiryForm() {
  return <p>EnquiryForm (coming soon)</p>;
}
