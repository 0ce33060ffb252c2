import { Modal } from "~/components/Modal";

/** STUB: replaced by the Forms issue. Quote pop-up: company name, 'FREE estimates in minutes', close button. */
export function QuotePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="quote-popup-title" className="m-auto">
      <div className="rounded-xl bg-white p-6">
        <h2 id="quote-popup-title">FREE estimates in minutes</h2>
        <button type="button" onClick={onClose}>Close</button>
      </div>
    </Modal>
  );
}
