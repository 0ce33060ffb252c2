import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/components/sections/carousel";

// The pop-up and its form code load in their own chunk after hydration, so they add nothing to the
// hero's first paint or to the page's initial JavaScript.
const QuotePopup = lazy(() => import("~/forms").then((m) => ({ default: m.QuotePopup })));

/**
 * The home quote pop-up (SPEC §2, §4): opens by itself over the hero each time the home page is loaded,
 * closes with its cross (or Escape) and stays closed until the page is loaded again. Not in the
 * pre-rendered HTML at all; a native modal <dialog> in the top layer, so it never shifts the layout.
 */
export function HomeQuotePopup() {
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <QuotePopup open={!closed} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
