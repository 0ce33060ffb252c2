import { EnquiryForm } from "~/forms";

/** 'Send Your Enquiry Below' with the enquiry form. */
export function EnquirySection() {
  return (
    <section aria-labelledby="send-enquiry" className="bg-surface py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="send-enquiry" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Send Your Enquiry Below
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Tell us what you are moving, from where and when. A move coordinator replies within one working day —
            usually the same afternoon.
          </p>
          <ul className="mt-6 list-disc space-y-2 pl-5 text-ink-muted">
            <li>Mention your floor and whether there is a lift at both ends.</li>
            <li>List large items such as almirahs, sofas, pianos or a car.</li>
            <li>Add your preferred moving date, even if it is not fixed yet.</li>
          </ul>
        </div>
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-3">
          <EnquiryForm />
        </div>
      </div>
    </section>
  );
}
