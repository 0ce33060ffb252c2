import { lazy, type ReactNode, Suspense, useState } from "react";

const QuotePopup = lazy(() => import("./quote-popup").then((m) => ({ default: m.QuotePopup })));

/** Fetches the pop-up's code when a click on its button is coming (the pointer over it, a touch, focus). */
const warm = () => void import("./quote-popup");

/**
 * A page's own button for the quote pop-up: nothing of the pop-up is in the page's HTML or first JavaScript, and
 * its code loads when the visitor reaches for the button, so a page that is only read never pays for the form.
 * A tap before the code has arrived opens the pop-up when it does.
 */
export function QuotePopupButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <QuotePopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
