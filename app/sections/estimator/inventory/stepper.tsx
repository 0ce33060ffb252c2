import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { MAX_QTY } from "~/lib/inventory/state";

import { stepButton } from "./ui";

export const stepperWords = words("stepperWords", {
  /** The group's name: what it counts, and how many. */
  count: (name: string, qty: number) => `${name}: ${qty}`,
  fewer: (name: string) => `One fewer: ${name}`,
  more: (name: string) => `One more: ${name}`,
});

/** − quantity +, as two named buttons; the count itself is read with the buttons' group name. */
export function Stepper({ name, qty, onChange }: { name: string; qty: number; onChange: (qty: number) => void }) {
  const w = useTranslated(stepperWords);
  return (
    <div role="group" aria-label={w.count(name, qty)} className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        className={stepButton}
        aria-label={w.fewer(name)}
        disabled={qty === 0}
        onClick={() => onChange(qty - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span aria-hidden="true" className="w-8 text-center font-bold text-ink tabular-nums">
        {qty}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label={w.more(name)}
        disabled={qty >= MAX_QTY}
        onClick={() => onChange(qty + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
