import { Modal } from "~/components/Modal";

/** STUB: replaced by the Forms issue. 'Request a Call Back' pop-up (contact page). */
export function CallBackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="callback-title" className="m-auto">
      <div className="rounded-xl bg-white p-6">
        <h2 id="callback-title">Request a Call Back</h2>
        <button type="button" onClick={onClose}>Close</button>
      </div>
    </Modal>
  );
}
