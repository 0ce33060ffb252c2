import { useId } from "react";

import { Modal } from "~/components/modal";
import { site } from "~/config/site";
import { useHydrated } from "~/hooks/use-hydrated";

import { Field } from "./lib/field";
import { defineForm, PHONE_FIELD } from "./lib/field-table";
import { CloseButton, DialogCard, gridTwo, StatusLine } from "./lib/form-parts";
import { POPUP_SUCCESS } from "./lib/messages";
import { useFormServiceSubmit } from "./lib/use-form-submit";

const SERVICE_TYPES = [
  "Home Shifting",
  "Corporate Relocation",
  "Car Relocation",
  "Bike Relocation",
  "Local Shifting",
  "Defence Relocation",
  "Storage Services",
  "Fine Arts Relocation",
  "Goods Insurance",
].map((s) => ({ value: s, label: s }));

/** SPEC §3 "Quote request, popup form"; §5: all required, e-mail format, phone [0-9]{10}, a service chosen. */
export const quotePopupForm = defineForm([
  { name: "name", kind: "text", label: "Your name", hint: "Full name", autoComplete: "name" },
  {
    name: "email",
    kind: "email",
    label: "E-mail",
    hint: "A valid e-mail address, e.g. name@example.com",
    autoComplete: "email",
  },
  {
    name: "phone",
    kind: "tel",
    label: "Phone",
    hint: "10-digit mobile number",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  { name: "shiftingFrom", kind: "text", label: "Shifting from", hint: "City or locality you are moving from" },
  { name: "shiftingTo", kind: "text", label: "Shifting to", hint: "City or locality you are moving to" },
  { name: "date", kind: "date", label: "Moving date", hint: "Pick a date" },
  {
    name: "serviceType",
    kind: "select",
    label: "Service",
    placeholder: "Service Type",
    options: SERVICE_TYPES,
    hint: "Choose the service you need",
  },
  { name: "access_key", kind: "hidden", value: site.forms.accessKey },
]);

/** The quote pop-up (home page on load, 'Get Free Quote' on service pages): form-to-email, multipart. */
export function QuotePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const hydrated = useHydrated();
  const { sending, status, submit } = useFormServiceSubmit(quotePopupForm, POPUP_SUCCESS);

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="m-auto">
      <DialogCard>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
              {site.brand}
            </h2>
            <p className="mt-1 font-semibold text-accent-600">FREE estimates in minutes</p>
          </div>
          <CloseButton onClick={onClose} />
        </div>
        <form onSubmit={submit} method="post" className="mt-5 space-y-4" aria-label="Free quote request">
          <div className={gridTwo}>
            {quotePopupForm.fields.map((f) => (
              <Field
                key={f.name}
                spec={f}
                className={f.name === "name" || f.name === "serviceType" ? "sm:col-span-2" : ""}
              />
            ))}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={!hydrated || sending}>
            Get My Free Quote
          </button>
          <StatusLine message={status.text} tone={status.tone} />
        </form>
      </DialogCard>
    </Modal>
  );
}
