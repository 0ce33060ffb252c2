import { useId } from "react";

import { numericCaptcha } from "./lib/captcha";
import { Captcha } from "./lib/captcha-field";
import { ENQUIRY_FIELDS } from "./lib/enquiry-fields";
import { Field } from "./lib/field";
import { defineForm } from "./lib/field-table";
import { cardClass, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords, useSharedFormWords } from "./lib/form-words";
import { useCaptchaForm } from "./lib/use-captcha-form";

/** The fields are ./lib/enquiry-fields.ts. */
export const enquiryForm = defineForm(ENQUIRY_FIELDS);

/** 'Send your enquiry below' (contact page): e-mail service `sendForm` with the enquiry template, behind a 6-digit captcha. */
export function EnquiryForm({ title }: { title?: string }) {
  const titleId = useId();
  const words = useFormWords("enquiry");
  const { sending: sendingText } = useSharedFormWords().shared;
  const { captcha, entryRef, sending, submit } = useCaptchaForm({
    def: enquiryForm,
    template: "enquiry",
    generate: numericCaptcha,
    replyTo: "user_email",
    texts: { captcha: words.captcha, success: words.success, failure: words.failure, log: "Enquiry" },
  });

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
        {title ?? words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
      <form onSubmit={submit} method="post" className="mt-6 space-y-5">
        <div className={gridTwo}>
          {enquiryForm.fields.map((f) => (
            <Field key={f.name} spec={f} className={f.name === "message" ? "sm:col-span-2" : ""} />
          ))}
        </div>
        <Captcha code={captcha} inputRef={entryRef} hint={words.codeHint} pattern="[0-9]{6}" inputMode="numeric" />
        <SubmitButton className="btn-primary w-full sm:w-auto" busy={!captcha || sending}>
          {words.submit}
        </SubmitButton>
        <StatusLine message={sending ? sendingText : ""} />
      </form>
    </section>
  );
}
