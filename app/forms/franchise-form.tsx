import { useId } from "react";

import { alphanumericCaptcha } from "./lib/captcha";
import { Captcha } from "./lib/captcha-field";
import { Field } from "./lib/field";
import { defineForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords, useSharedFormWords } from "./lib/form-words";
import { FRANCHISE_FIELDS } from "./lib/franchise-fields";
import { useCaptchaForm } from "./lib/use-captcha-form";

/** The fields are ./lib/franchise-fields.ts. */
export const franchiseForm = defineForm(FRANCHISE_FIELDS);

/** Franchise enquiry (partner page): e-mail service `sendForm` with the franchise template, behind a 6-character captcha. */
export function FranchiseForm({ title }: { title?: string }) {
  const titleId = useId();
  const words = useFormWords("franchise");
  const { sending: sendingText } = useSharedFormWords().shared;
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
