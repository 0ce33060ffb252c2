import { type FormEvent, useId, useRef, useState } from "react";

import { Modal } from "~/components/modal";

import { CALL_BACK_FIELDS, CALL_BACK_PARAMS } from "./lib/call-back-fields";
import { sendTemplate } from "./lib/email-client";
import { Field } from "./lib/field";
import { defineForm, readForm } from "./lib/field-table";
import { CloseButton, DialogCard, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords, useSharedFormWords } from "./lib/form-words";
import { useCloseAfterSuccess } from "./lib/use-close-after-success";

/** The fields are ./lib/call-back-fields.ts. */
export const callBackForm = defineForm(CALL_BACK_FIELDS);

type Phase = "idle" | "sending" | "sent" | "failed";

/** 'Request a call back' (contact page): e-mail service `send` with template params {name, phone, language}. */
export function CallBackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const words = useFormWords("callBack");
  const { sending } = useSharedFormWords().shared;
  const text: Record<Phase, string> = { idle: "", sending, sent: words.success, failed: words.failure };

  // A success closes the pop-up 2 s later and clears the form for next time.
  useCloseAfterSuccess(phase === "sent", formRef, () => setPhase("idle"), onClose);
  // Closing clears a failure message (typed values are kept for next time).
  const dismiss = () => {
    if (phase === "failed") setPhase("idle");
    onClose();
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = readForm(callBackForm, form);
    if (!parsed.success) return form.reportValidity();
    setPhase("sending");
    try {
      const params = Object.entries(CALL_BACK_PARAMS).map(([param, field]) => [param, parsed.data[field]]);
      await sendTemplate("callback", Object.fromEntries(params));
      setPhase("sent");
    } catch (error) {
      console.error("Call-back request not sent", error);
      setPhase("failed");
    }
  }

  return (
    <Modal open={open} onClose={dismiss} labelledBy={titleId} className="m-auto">
      <DialogCard size="sm">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
              {words.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
          </div>
          <CloseButton onClick={dismiss} />
        </div>
        <form ref={formRef} onSubmit={submit} method="post" className="mt-5 space-y-4">
          {callBackForm.fields.map((f) => (
            <Field key={f.name} spec={f} />
          ))}
          <SubmitButton className="btn-primary w-full" busy={phase === "sending" || phase === "sent"}>
            {words.submit}
          </SubmitButton>
          <StatusLine
            message={text[phase]}
            tone={phase === "sent" ? "success" : phase === "failed" ? "error" : "neutral"}
          />
        </form>
      </DialogCard>
    </Modal>
  );
}
