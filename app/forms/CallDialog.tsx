import { Modal } from "~/components/Modal";

/** STUB: replaced by the Forms issue. 'Call Us Now' / 'Talk to an Expert' pop-up with a tel: link. */
export function CallDialog({ open, onClose, title = "Call Us Now" }: { open: boolean; onClose: () => void; title?: string }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="call-dialog-title" className="m-auto">
      <div className="rounded-xl bg-white p-6">
        <h2 id="call-dialog-title">{title}</h2>
        <button type="button" onClick={onClose}>Close</button>
      </div>
    </Modal>
  );
}
