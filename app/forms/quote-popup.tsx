import { useId } from "react";

import { Modal } from "~/components/modal";
import { site } from "~/config/site";
import { useSwipeDown } from "~/hooks/use-swipe-down";

import { Field } from "./lib/field";
import { defineForm } from "./lib/field-table";
import { CloseButton, gridTwo, StatusLine, SubmitButton } from "./lib/form-parts";
import { useFormWords } from "./lib/form-words";
import { quotePopupFields } from "./lib/quote-popup-fields";
import { useFormServiceSubmit } from "./lib/use-form-submit";

/** SPEC §3 "Quote request, popup form"; the fields are ./lib/quote-popup-fields.ts. */
export const quotePopupForm = defineForm(quotePopupFields(site.forms.accessKey));

/**
 * The quote pop-up (home page on load, 'Get Free Quote' on service pages): form-to-email, multipart.
 * Below md it is a bottom sheet no taller than the screen less the home hero's headline (token
 * --spacing-sheet), with a lighter backdrop, so the page it opens over stays readable; its top strip can be
 * swiped down to close it, like the cross and Escape. From md up it is the centred card.
 */
export function QuotePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const words = useFormWords("popup");
  const { sending, status, submit } = useFormServiceSubmit(quotePopupForm, words.success);
  const swipe = useSwipeDown(onClose);

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-md:mx-0 max-md:mb-0 max-md:w-full max-md:backdrop:bg-brand-950/30"
    >
      <div
        data-testid="quote-sheet"
        style={swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined}
        className="flex max-h-svh w-screen max-w-lg flex-col p-3 max-md:max-h-sheet max-md:max-w-none max-md:p-0 sm:p-4"
      >
        <div className="flex min-h-0 flex-col rounded-xl border border-line bg-white shadow-card max-md:rounded-b-none max-md:border-x-0 max-md:border-b-0">
          <div
            {...swipe.handlers}
            data-testid="quote-sheet-grip"
            className="px-5 pt-5 max-md:touch-none max-md:pt-2 sm:px-6 sm:pt-6"
          >
            <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line md:hidden" />
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
                  {site.brand}
                </h2>
                <p className="mt-1 font-semibold text-accent-600">{words.tagline}</p>
              </div>
              <CloseButton onClick={onClose} />
            </div>
          </div>
          <div className="min-h-0 overflow-y-auto px-5 pb-5 sm:px-6 sm:pb-6">
            <form onSubmit={submit} method="post" className="mt-5 space-y-4" aria-label={words.formName}>
              <div className={gridTwo}>
                {quotePopupForm.fields.map((f) => (
                  <Field
                    key={f.name}
                    spec={f}
                    className={f.name === "name" || f.name === "serviceType" ? "sm:col-span-2" : ""}
                  />
                ))}
              </div>
              <SubmitButton className="btn-primary w-full" busy={sending}>
                {words.submit}
              </SubmitButton>
              <StatusLine message={status.text} tone={status.tone} />
            </form>
          </div>
        </div>
      </div>
    </Modal>
  );
}
