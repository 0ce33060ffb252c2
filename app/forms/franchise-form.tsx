import { useId } from "react";

import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { alphanumericCaptcha } from "./lib/captcha";
import { Captcha } from "./lib/captcha-field";
import { Field } from "./lib/field";
import { defineForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { FRANCHISE_FIELDS } from "./lib/franchise-fields";
import { FRANCHISE_CAPTCHA, FRANCHISE_FAILURE, FRANCHISE_SUCCESS } from "./lib/messages";
import { pageFieldWords } from "./lib/page-field-words";
import { sharedWords } from "./lib/shared-words";
import { useCaptchaForm } from "./lib/use-captcha-form";

/** The fields are ./lib/franchise-fields.ts. */
export const franchiseForm = defineForm(FRANCHISE_FIELDS, pageFieldWords);

export const franchiseWords = words("franchiseForm", {
  title: "Franchise enquiry form",
  intro: "Share your business details and links to your documents. Our partnerships team will call you back.",
  codeHint: "The 6 letters and digits shown; capitals not needed",
  submit: "Submit Enquiry",
  captcha: FRANCHISE_CAPTCHA,
  success: FRANCHISE_SUCCESS,
  failure: FRANCHISE_FAILURE,
});

/** Franchise enquiry (partner page): e-mail service `sendForm` with the franchise template, behind a 6-character captcha. */
export function FranchiseForm({ title }: { title?: string }) {
  const titleId = useId();
  const words = useTranslated(franchiseWords);
  const { sending: sendingText } = useTranslated(sharedWords);
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
        <SubmitButton className="btn-primary w-full sm:w-auto" busy={!captcha || sending}>
          {words.submit}
        </SubmitButton>
        <StatusLine message={sending ? sendingText : ""} />
      </form>
    </section>
  );
}
