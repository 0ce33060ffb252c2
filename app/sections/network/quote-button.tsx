import { useState } from "react";

import { words } from "~/content/translation";
import { QuotePopup } from "~/forms";
import { useTranslated } from "~/i18n/translations";

export const quoteButtonWords = words("quoteButtonWords", { label: "Get a Free Quote" });

/** The hero's quote button: opens the site's quote pop-up (SPEC §2 "City page": hero with a quote button). */
export function QuoteButton({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const w = useTranslated(quoteButtonWords);
  return (
    <>
      <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label ?? w.label}
      </button>
      <QuotePopup open={open} onClose={() => setOpen(false)} />
    </>
  );
}
