// Apart from the captcha forms' hook: the quote pop-up loads this on the home page, without the e-mail SDK.
import { type FormEvent, useState } from "react";

import { filled } from "~/content/placeholders";

import { type FormDef, readForm } from "./field-table";
import { type FormServiceResult, sendToFormService } from "./form-to-email-client";
import { type SharedFormWords, useSharedFormWords } from "./form-words";

export type Status = { text: string; tone: "neutral" | "success" | "error" };

/**
 * Submitting to the form-to-email service (SPEC §4): 'Sending...', then the form's success text with a
 * reset, or the provider's message with everything the visitor typed kept.
 */
export function useFormServiceSubmit<N extends string>(def: FormDef<N>, successText: string) {
  const { shared: words } = useSharedFormWords();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ text: "", tone: "neutral" });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = readForm(def, form);
    if (!parsed.success) return form.reportValidity();
    setSending(true);
    setStatus({ text: words.sending, tone: "neutral" });
    const result = await sendToFormService(parsed.data);
    setSending(false);
    if (result.success) {
      form.reset();
      setStatus({ text: successText, tone: "success" });
    } else {
      setStatus({ text: failureText(result, words), tone: "error" });
    }
  }

  return { sending, status, submit };
}

/** What the visitor is told when the service did not take the form, in the page's language. */
export function failureText(result: Exclude<FormServiceResult, { success: true }>, words: SharedFormWords) {
  if (result.failure === "refused") return filled(words.refused, { message: result.message });
  return { busy: words.tooMany, server: words.serverFailure, network: words.networkFailure }[result.failure];
}
