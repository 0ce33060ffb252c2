import { type FormEvent, useId, useState } from "react";

import { SHIPMENT_MODES } from "~/content/shipment-modes";
import { useHydrated } from "~/hooks/use-hydrated";
import type { AttachedInventory } from "~/lib/inventory/request";

import { sendFormTemplate } from "./lib/email-client";
import { Field } from "./lib/field";
import { defineForm, LANGUAGE_FIELD, PHONE_FIELD, readForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine } from "./lib/form-parts";
import { ESTIMATE_FAILURE, ESTIMATE_SUCCESS } from "./lib/messages";
import { sharedWords } from "./lib/shared-words";
import { useFormWords } from "./lib/words";

const SHIPMENT_MODE_OPTIONS = SHIPMENT_MODES.map((s) => ({ value: s, label: s }));

const REFERRALS = [
  "Google search",
  "Facebook or Instagram",
  "Friend or family",
  "Returning customer",
  "Newspaper or flyer",
  "Other",
].map((s) => ({ value: s, label: s }));

/** SPEC §3 "Quote request, free estimate page"; §5: all required but shipment_description, contact_number digits only (max 10). */
export const freeEstimateForm = defineForm([
  {
    name: "company_name",
    kind: "text",
    label: "Company name",
    hint: "Write 'Individual' if you are moving your home",
    autoComplete: "organization",
  },
  { name: "first_name", kind: "text", label: "First name", hint: "As on your ID", autoComplete: "given-name" },
  { name: "last_name", kind: "text", label: "Last name", hint: "Surname", autoComplete: "family-name" },
  {
    name: "contact_number",
    kind: "tel",
    label: "Contact number",
    hint: "10-digit mobile number",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  {
    name: "email",
    kind: "email",
    label: "E-mail",
    hint: "A valid e-mail address, e.g. name@example.com",
    autoComplete: "email",
  },
  { name: "date", kind: "date", label: "Moving date", hint: "Pick a date" },
  { name: "origin_city", kind: "text", label: "Moving from (city)", hint: "City you are moving from" },
  { name: "origin_country", kind: "text", label: "Moving from (country)", hint: "Country", defaultValue: "India" },
  { name: "destination_city", kind: "text", label: "Moving to (city)", hint: "City you are moving to" },
  { name: "destination_country", kind: "text", label: "Moving to (country)", hint: "Country", defaultValue: "India" },
  {
    name: "shipment_mode",
    kind: "select",
    label: "What are you moving?",
    placeholder: "Select a service",
    options: SHIPMENT_MODE_OPTIONS,
    hint: "Choose the closest service",
  },
  {
    name: "referral",
    kind: "select",
    label: "How did you hear about us?",
    placeholder: "Select one",
    options: REFERRALS,
    hint: "Choose one",
  },
  {
    name: "shipment_description",
    kind: "textarea",
    label: "Shipment description",
    required: false,
    rows: 4,
    hint: "Rooms, large items, floor and lift, anything fragile",
  },
  LANGUAGE_FIELD,
]);

export const freeEstimateWords = {
  title: "Request your free estimate",
  intro: "Fields marked optional can be left blank; everything else helps us quote accurately.",
  submit: "Send Estimate Request",
  attached: "Your list of items is attached",
  success: ESTIMATE_SUCCESS,
  failure: ESTIMATE_FAILURE,
};

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
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ text: "", tone: "neutral" });
  const words = useFormWords("freeEstimate", freeEstimateWords);
  const { sending: sendingText } = useFormWords("shared", sharedWords);

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
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending}>
          {words.submit}
        </button>
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
