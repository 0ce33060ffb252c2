import { type ComponentType, startTransition, useEffect, useState } from "react";

/** Closed with its cross in this page load: stays closed, even when the visitor comes back to home in-app. */
let dismissed = false;

type QuotePopupType = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The home quote pop-up (SPEC §2, §4): opens by itself over the hero each time the home page is loaded,
 * closes with its cross (or Escape) and stays closed until the page is loaded again (a module flag: in-app
 * navigation away and back is not a new load).
 * Its code is fetched after hydration (an effect), so it is not in the pre-rendered HTML, adds nothing to the
 * hero's first paint or the page's initial JavaScript, and, being a native modal <dialog> in the top layer,
 * never shifts the layout.
 */
export function HomeQuotePopup() {
  const [Popup, setPopup] = useState<QuotePopupType | null>(null);
  const [closed, setClosed] = useState(dismissed);
  useEffect(() => {
    let live = true;
    void import("~/forms/quote-popup").then((m) => {
      // A transition lets React draw the form in short slices instead of one task while the page loads.
      if (live) startTransition(() => setPopup(() => m.QuotePopup));
    });
    return () => {
      live = false;
    };
  }, []);
  return Popup ? (
    <Popup
      open={!closed}
      onClose={() => {
        dismissed = true;
        setClosed(true);
      }}
    />
  ) : null;
}
