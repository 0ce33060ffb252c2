import { useId } from "react";

import { site } from "~/config/site";

import { Field } from "./lib/field";
import { defineForm } from "./lib/field-table";
import { StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords } from "./lib/form-words";
import { cardFromName, cardSubject, quoteCardFields } from "./lib/quote-card-fields";
import { useFormServiceSubmit } from "./lib/use-form-submit";

export const CARD_SUBJECT = cardSubject(site.brand);
export const CARD_FROM_NAME = cardFromName(site.brand);

/** SPEC §3 "Quote request, embedded card form"; the fields are ./lib/quote-card-fields.ts. */
export const quoteCardForm = defineForm(quoteCardFields(site.forms.accessKey, site.brand));

/** The two places share a line, so the card is a little shorter on a phone. */
const HALF_WIDTH = new Set(["Want to shift from", "Shifting to"]);

/** 'Want to relocate easy & fast?': the quote card embedded on service pages (form-to-email). */
export function QuoteCardForm({ title }: { title?: string }) {
  const titleId = useId();
  const words = useFormWords("quoteCard");
  const { sending, status, submit } = useFormServiceSubmit(quoteCardForm, words.success);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-white p-5 text-ink shadow-card sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
        {title ?? words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
      <form onSubmit={submit} method="post" className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3">
        {quoteCardForm.fields.map((f) => (
          <Field key={f.name} spec={f} className={HALF_WIDTH.has(f.name) ? "" : "col-span-2"} />
        ))}
        <SubmitButton className="col-span-2 btn-primary w-full" busy={sending}>
          {words.submit}
        </SubmitButton>
        <div className="col-span-2">
          <StatusLine message={status.text} tone={status.tone} />
        </div>
      </form>
    </section>
  );
}
