import { useId } from "react";

import { useHydrated } from "~/hooks/use-hydrated";

import { alphanumericCaptcha } from "./lib/captcha";
import { Captcha } from "./lib/captcha-field";
import { Field } from "./lib/field";
import { defineForm, type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine } from "./lib/form-parts";
import { FRANCHISE_CAPTCHA, FRANCHISE_FAILURE, FRANCHISE_SUCCESS } from "./lib/messages";
import { sharedWords } from "./lib/shared-words";
import { useCaptchaForm } from "./lib/use-captcha-form";
import { useFormWords } from "./lib/words";

const LINK = {
  kind: "url",
  pattern: "https?://.+",
  inputMode: "url",
  hint: "A share link starting with https://, open to anyone with the link",
} as const satisfies Partial<FieldSpec>;

/** SPEC §3 "Franchise enquiry"; §5: all required but altNumber (10 digits if given); documents as links. */
export const franchiseForm = defineForm([
  { name: "date", kind: "date", label: "Date", hint: "Date of this enquiry" },
  {
    name: "companyName",
    kind: "text",
    label: "Company name",
    hint: "Registered business name",
    autoComplete: "organization",
  },
  { name: "name", kind: "text", label: "Contact person", hint: "Full name", autoComplete: "name" },
  {
    name: "phoneNumber",
    kind: "tel",
    label: "Phone number",
    hint: "10-digit mobile number",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  {
    name: "altNumber",
    kind: "tel",
    label: "Alternate number",
    required: false,
    hint: "10 digits if given",
    ...PHONE_FIELD,
  },
  {
    name: "address",
    kind: "textarea",
    label: "Office address",
    rows: 3,
    hint: "Street, city, state and PIN code",
    autoComplete: "street-address",
  },
  { name: "gst", label: "GST certificate (link)", ...LINK },
  { name: "regCert", label: "Registration certificate (link)", ...LINK },
  { name: "adhar", label: "Aadhaar card (link)", ...LINK },
  { name: "pancard", label: "PAN card (link)", ...LINK },
  LANGUAGE_FIELD,
]);

export const franchiseWords = {
  title: "Franchise enquiry form",
  intro: "Share your business details and links to your documents. Our partnerships team will call you back.",
  codeHint: "The 6 letters and digits shown; capitals not needed",
  submit: "Submit Enquiry",
  captcha: FRANCHISE_CAPTCHA,
  success: FRANCHISE_SUCCESS,
  failure: FRANCHISE_FAILURE,
};

/** Franchise enquiry (partner page): e-mail service `sendForm` with the franchise template, behind a 6-character captcha. */
export function FranchiseForm({ title }: { title?: string }) {
  const titleId = useId();
  const hydrated = useHydrated();
  const words = useFormWords("franchise", franchiseWords);
  const { sending: sendingText } = useFormWords("shared", sharedWords);
  const { captcha, entryRef, renew, sending, submit } = useCaptchaForm({
    def: franchiseForm,
    template: "franchise",
    generate: alphanumericCaptcha,
    normalise: (entry) => entry.toUpperCase(),
    texts: { captcha: words.captcha, success: words.success, failure: words.failure, log: "Franchise enquiry" },
  });

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {title ?? words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
      <form onSubmit={submit} method="post" className="mt-6 space-y-5">
        <div className={gridTwo}>
          {franchiseForm.fields.map((f) => (
            <Field key={f.name} spec={f} className={f.name === "address" ? "sm:col-span-2" : ""} />
          ))}
        </div>
        <Captcha
          code={captcha}
          inputRef={entryRef}
          hint={words.codeHint}
          pattern="[A-Za-z0-9]{6}"
          inputMode="text"
          onRefresh={renew}
        />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || !captcha || sending}>
          {words.submit}
        </button>
        <StatusLine message={sending ? sendingText : ""} />
      </form>
    </section>
  );
}
