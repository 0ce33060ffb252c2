import { lazy, Suspense, useState } from "react";

const QuotePopup = lazy(() => import("./quote-popup").then((m) => ({ default: m.QuotePopup })));

/** Fetches the pop-up's code when a click on its button is coming (the pointer over it, a touch, focus). */
const warmQuotePopup = () => void import("./quote-popup");

/** What a button opening the quote pop-up spreads on itself so that the code is on its way before the click. */
export const warmsQuotePopup = {
  onPointerEnter: warmQuotePopup,
  onPointerDown: warmQuotePopup,
  onFocus: warmQuotePopup,
};

/**
 * The quote pop-up behind a page's own button: nothing of it is in the page's HTML or first JavaScript, and its
 * code loads when the visitor is about to ask for it, so a page that is only read never pays for the form.
 */
export function LazyQuotePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuotePopup open={open} onClose={onClose} />
    </Suspense>
  );
}
