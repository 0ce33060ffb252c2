import { useState } from "react";

import { QuotePopup } from "~/forms";

/** The hero's quote button: opens the site's quote pop-up (SPEC §2 "City page": hero with a quote button). */
export function QuoteButton({ label = "Get a Free Quote" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <QuotePopup open={open} onClose={() => setOpen(false)} />
    </>
  );
}
