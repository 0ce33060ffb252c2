import { useId } from "react";

import { Phone } from "~/components/icons";
import { Modal } from "~/components/modal";
import { formatPhone, site, telHref } from "~/config/site";

import { CloseButton, DialogCard } from "./lib/form-parts";
import { useFormWords } from "./lib/form-words";

/** 'Call Us Now' (service pages) and 'Talk to an Expert' (process page): a tap-to-call link and a close button. */
export function CallDialog({ open, onClose, title }: { open: boolean; onClose: () => void; title?: string }) {
  const titleId = useId();
  const words = useFormWords("call");
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="m-auto">
      <DialogCard size="sm">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
            {title ?? words.title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <p className="mt-2 text-sm text-ink-muted">{words.intro}</p>
        <a href={telHref(site.phone)} className="mt-5 btn-primary w-full">
          <Phone aria-hidden="true" className="size-5" />
          {formatPhone(site.phone)}
        </a>
      </DialogCard>
    </Modal>
  );
}
