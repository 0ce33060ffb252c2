import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { Modal } from "~/components/modal";
import { filled } from "~/content/placeholders";

import { APPLICATION_FIELDS } from "./lib/application-fields";
import { sendFormTemplate } from "./lib/email-client";
import { Field } from "./lib/field";
import { defineForm, readForm } from "./lib/field-table";
import { DialogCard, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords, useSharedFormWords } from "./lib/form-words";
import { useCloseAfterSuccess } from "./lib/use-close-after-success";

/** The fields are ./lib/application-fields.ts. */
export const applicationForm = defineForm(APPLICATION_FIELDS);

type Phase = "idle" | "sending" | "sent";

/** Job application pop-up (careers): open while `jobTitle` is set; e-mail service `sendForm` with the application template. */
export function ApplicationDialog({
  jobTitle,
  shownJobTitle,
  onClose,
}: {
  jobTitle: string | null;
  /** The job's title in the page's language, for the heading; `jobTitle` (English) is what the office receives. */
  shownJobTitle?: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const words = useFormWords("application");
  const shared = useSharedFormWords().shared;
  // The job keeps its titles while the dialog closes.
  const job = jobTitle === null ? null : { sent: jobTitle, shown: shownJobTitle ?? jobTitle };
  const [kept, setKept] = useState(job ?? { sent: "", shown: "" });
  if (job && (job.sent !== kept.sent || job.shown !== kept.shown)) setKept(job);

  // 'Sent!' on the button, then the alert, then the pop-up closes 2 s later.
  useEffect(() => {
    if (phase === "sent") window.alert(words.success);
  }, [phase, words.success]);
  useCloseAfterSuccess(phase === "sent", formRef, () => setPhase("idle"), onClose);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (!readForm(applicationForm, form).success) return form.reportValidity();
    setPhase("sending");
    try {
      const text = await sendFormTemplate("application", form, "user_email");
      console.log("Application sent:", text);
      setPhase("sent");
    } catch (error) {
      console.error("Application not sent", error);
      window.alert(words.failure);
      setPhase("idle");
    }
  }

  return (
    <Modal open={jobTitle !== null} onClose={onClose} labelledBy={titleId} className="m-auto">
      <DialogCard>
        <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
          {filled(words.title, { job: kept.shown })}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
        <form ref={formRef} onSubmit={submit} method="post" className="mt-5 space-y-4">
          {applicationForm.fields.map((f) => (
            <Field key={f.name} spec={f} value={f.name === "job_title" ? kept.sent : undefined} />
          ))}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              {shared.cancel}
            </button>
            <SubmitButton className="btn-primary" busy={phase !== "idle"}>
              {phase === "sending" ? shared.sending : phase === "sent" ? words.sent : words.submit}
            </SubmitButton>
          </div>
          <StatusLine message={phase === "sent" ? words.success : ""} tone="success" />
        </form>
      </DialogCard>
    </Modal>
  );
}
