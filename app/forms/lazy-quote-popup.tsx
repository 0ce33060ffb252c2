import { type ComponentType, type ReactNode, useEffect, useState, useTransition } from "react";

type Popup = ComponentType<{ open: boolean; onClose: () => void }>;

const load = () => import("./quote-popup").then((m): Popup => m.QuotePopup);

/** Fetches the pop-up's code when a click on its button is coming (the pointer over it, a touch, focus). */
const warm = () => void load();

/** Fetches it once the page has loaded and the browser is idle, so a tap after that waits on no network. */
function warmWhenIdle() {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(warm, { timeout: 5000 }) : setTimeout(warm, 1000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * A page's own button for the quote pop-up: nothing of the pop-up is in the page's HTML or first JavaScript; its
 * code loads once the page is idle or when the visitor reaches for the button, whichever comes first, so the form
 * never weighs on the first paint. A tap shows the button pending at once (a transition), until the pop-up opens.
 */
export function QuotePopupButton({ children }: { children: ReactNode }) {
  const [Popup, setPopup] = useState<Popup>();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  useEffect(warmWhenIdle, []);
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        aria-haspopup="dialog"
        data-pending={pending ? "" : undefined}
        onClick={() =>
          startTransition(async () => {
            const Loaded = await load();
            startTransition(() => {
              setPopup(() => Loaded);
              setOpen(true);
            });
          })
        }
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
      >
        {children}
      </button>
      {Popup && <Popup open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
