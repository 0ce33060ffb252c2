import { type FormEvent, useId, useState } from "react";

import type { AttachedInventory } from "~/lib/inventory/request";

import { sendFormTemplate } from "./lib/email-client";
import { Field } from "./lib/field";
import { defineForm, readForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords, useSharedFormWords } from "./lib/form-words";
import { FREE_ESTIMATE_FIELDS } from "./lib/free-estimate-fields";

/** The fields are ./lib/free-estimate-fields.ts. */
export const freeEstimateForm = defineForm(FREE_ESTIMATE_FIELDS);

type Status = { text: string; tone: "neutral" | "success" | "error" };
const WIDE = new Set(["company_name", "shipment_description"]);

/**
 * The /free-estimate form: e-mail service `sendForm` with the quote template. `initial` prefills fields by name;
 * `inventory` (from the cost estimator's list of items) travels as two more fields, shown to the visitor.
 */
export function FreeEstimateForm({
  initial,
  inventory,
}: {
  initial?: Record<string, string>;
  inventory?: AttachedInventory;
}) {
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ text: "", tone: "neutral" });
  const words = useFormWords("freeEstimate");
  const { sending: sendingText } = useSharedFormWords().shared;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (!readForm(freeEstimateForm, form).success) return form.reportValidity();
    setSending(true);
    setStatus({ text: sendingText, tone: "neutral" });
    try {
      const text = await sendFormTemplate("quote", form, "email");
      console.log("Free estimate sent:", text);
      form.reset();
      setStatus({ text: words.success, tone: "success" });
    } catch (error) {
      console.error("Free estimate not sent", error);
      setStatus({ text: words.failure, tone: "error" });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
      {/* Remounts when a new prefill arrives, so `initial` always shows. */}
      <form key={JSON.stringify(initial ?? {})} onSubmit={submit} method="post" className="mt-6 space-y-5">
        <div className={gridTwo}>
          {freeEstimateForm.fields.map((f) => (
            <Field
              key={f.name}
              spec={f}
              defaultValue={initial?.[f.name]}
              className={WIDE.has(f.name) ? "sm:col-span-2" : ""}
            />
          ))}
        </div>
        {inventory && <AttachedList inventory={inventory} summary={words.attached} />}
        <SubmitButton className="btn-primary w-full sm:w-auto" busy={sending}>
          {words.submit}
        </SubmitButton>
        <StatusLine message={status.text} tone={status.tone} />
      </form>
    </section>
  );
}

/** The kept inventory as hidden fields, and what they say, so the visitor sees what is sent. */
function AttachedList({ inventory, summary }: { inventory: AttachedInventory; summary: string }) {
  return (
    <details className="rounded-lg border border-line bg-surface p-4 text-sm" data-testid="attached-inventory">
      <summary className="cursor-pointer font-semibold text-brand-900">{summary}</summary>
      <pre className="mt-3 max-h-80 overflow-auto font-sans text-xs whitespace-pre-wrap text-ink">
        {inventory.inventory}
      </pre>
      <input type="hidden" name="inventory" value={inventory.inventory} />
      <input type="hidden" name="inventory_data" value={inventory.inventory_data} />
    </details>
  );
}
