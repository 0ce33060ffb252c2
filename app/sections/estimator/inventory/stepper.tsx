import { filled } from "~/content/placeholders";
import { MAX_QTY } from "~/lib/inventory/state";
import { useEstimatorWords } from "~/sections/estimator/estimator-tables";

import { stepButton } from "./ui";

/** − quantity +, as two named buttons; the count itself is read with the buttons' group name. */
export function Stepper({ name, qty, onChange }: { name: string; qty: number; onChange: (qty: number) => void }) {
  const w = useEstimatorWords().list.stepper;
  return (
    <div
      role="group"
      aria-label={filled(w.count, { name, qty: String(qty) })}
      className="flex shrink-0 items-center gap-1"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={filled(w.fewer, { name })}
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
        aria-label={filled(w.more, { name })}
        disabled={qty >= MAX_QTY}
        onClick={() => onChange(qty + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
