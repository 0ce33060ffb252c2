import { useState } from "react";

import { LazyQuotePopup, warmsQuotePopup } from "~/forms/lazy-quote-popup";
import { useStrings } from "~/i18n/strings";

/** The hero's quote button: opens the site's quote pop-up (SPEC §2 "City page": hero with a quote button). */
export function QuoteButton() {
  const [open, setOpen] = useState(false);
  const strings = useStrings();
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...warmsQuotePopup}
      >
        {strings.getFreeQuote}
      </button>
      <LazyQuotePopup open={open} onClose={() => setOpen(false)} />
    </>
  );
}
