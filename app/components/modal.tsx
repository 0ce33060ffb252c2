import { type ReactNode, useEffect, useRef } from "react";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * The one dialog of the site, on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape fires "cancel", and closing returns focus to where it was.
 * A click on the backdrop reaches the <dialog> itself, so it closes too.
 * Tailwind's reset zeroes the dialog's margin: pass `m-auto` to centre it, `m-0` to pin it to a side.
 */
export function Modal({ open, onClose, labelledBy, className = "", children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape is handled by the native cancel event
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`max-h-none max-w-none bg-transparent p-0 ${className}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
