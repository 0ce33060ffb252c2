import { replyText } from "~/content/facts";
import { FranchiseForm } from "~/forms";

/** The franchise enquiry form (it carries its own heading and card) with what happens next. */
export function FranchiseSection() {
  return (
    <div id="franchise-enquiry" className="section-y">
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3">
          <FranchiseForm />
        </div>
        <aside
          aria-labelledby="franchise-next"
          className="rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:col-span-2"
        >
          <h3 id="franchise-next" className="text-lg font-bold text-brand-900">
            What happens after you apply
          </h3>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink marker:font-bold marker:text-accent-600">
            <li>Our franchise team calls you {replyText} in phone hours to set up a talk about your city.</li>
            <li>We meet at your office or ours, and look at your premises and vehicles.</li>
            <li>You sign the franchise agreement, your team trains at our head office, and your first leads arrive.</li>
          </ol>
          <p className="mt-5 text-sm text-ink-muted">
            Share documents as cloud-drive links that anyone with the link can open; we never ask for originals before
            the meeting.
          </p>
        </aside>
      </div>
    </div>
  );
}
