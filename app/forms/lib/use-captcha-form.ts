import { type FormEvent, startTransition, useCallback, useEffect, useRef, useState } from "react";

import { sendFormTemplate, type TemplateName } from "./email-client";
import { type FormDef, readForm } from "./field-table";

interface CaptchaFormOptions<N extends string> {
  def: FormDef<N>;
  template: TemplateName;
  /** A new code: generated in the browser on load, never in the pre-rendered HTML. */
  generate: () => string;
  /** How the typed entry is compared (the franchise form upper-cases it). */
  normalise?: (entry: string) => string;
  replyTo?: string;
  texts: { captcha: string; success: string; failure: string; log: string };
}

/**
 * An e-mail-service form behind a captcha (SPEC §4, contact enquiry and franchise): a wrong entry alerts,
 * renews the code and clears the entry; success alerts, resets and renews; failure alerts and keeps the form.
 */
export function useCaptchaForm<N extends string>({
  def,
  template,
  generate,
  normalise = (s) => s,
  replyTo,
  texts,
}: CaptchaFormOptions<N>) {
  const [captcha, setCaptcha] = useState("");
  const [sending, setSending] = useState(false);
  const entryRef = useRef<HTMLInputElement>(null);

  const renew = useCallback(() => {
    setCaptcha(generate());
    if (entryRef.current) entryRef.current.value = "";
  }, [generate]);
  // A one-time value from the browser's random generator; as a transition, the form it redraws is drawn in short
  // slices while the page still loads.
  useEffect(() => startTransition(() => setCaptcha(generate())), [generate]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (!readForm(def, form).success) return form.reportValidity();
    if (normalise(entryRef.current?.value ?? "") !== captcha) {
      window.alert(texts.captcha);
      renew();
      return;
    }
    setSending(true);
    try {
      const text = await sendFormTemplate(template, form, replyTo);
      console.log(`${texts.log} sent:`, text);
      window.alert(texts.success);
      form.reset();
      renew();
    } catch (error) {
      console.error(`${texts.log} not sent`, error);
      window.alert(texts.failure);
    } finally {
      setSending(false);
    }
  }

  return { captcha, entryRef, renew, sending, submit };
}
