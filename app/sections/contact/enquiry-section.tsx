import { replyPromise } from "~/content/facts";
import { EnquiryForm } from "~/forms";

/** The enquiry form (it carries the 'Send your enquiry below' heading and card) with tips beside it. */
export function EnquirySection() {
  return (
    <div id="enquiry" className="bg-surface section-y">
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3">
          <EnquiryForm />
        </div>
        <aside
          aria-labelledby="enquiry-tips"
          className="rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:col-span-2"
        >
          <h3 id="enquiry-tips" className="text-lg font-bold text-brand-900">
            For a faster, more accurate quote
          </h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-accent-600">
            <li>Mention your floor, and whether there is a lift at both ends.</li>
            <li>List large items such as almirahs, sofas, a piano, or a car or bike.</li>
            <li>Add your preferred moving date, even if it is not fixed yet.</li>
            <li>For an office, give the number of workstations and any server racks.</li>
          </ul>
          <p className="mt-5 text-sm text-ink-muted">{replyPromise}</p>
        </aside>
      </div>
    </div>
  );
}
