import { Modal } from "~/components/Modal";

/** STUB: replaced by the Forms issue. Job application pop-up; open while `jobTitle` is set. */
export function ApplicationDialog({ jobTitle, onClose }: { jobTitle: string | null; onClose: () => void }) {
  return (
    <Modal open={jobTitle !== null} onClose={onClose} labelledBy="apply-title" className="m-auto">
      <div className="rounded-xl bg-white p-6">
        <h2 id="apply-title">Apply for {jobTitle}</h2>
        <button type="button" onClick={onClose}>Cancel</button>
      </div>
    </Modal>
  );
}
