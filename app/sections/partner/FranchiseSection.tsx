import { FranchiseForm } from "~/forms";

/** The franchise enquiry form with what happens next. */
export function FranchiseSection() {
  return (
    <section aria-labelledby="franchise-enquiry" className="py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="franchise-enquiry" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Send Your Franchise Enquiry
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Fill in your details and share your documents as cloud-drive links. Our franchise team reviews every
            enquiry.
          </p>
          <ol className="mt-6 list-decimal space-y-2 pl-5 text-ink-muted">
            <li>We call you within three working days to talk about your city.</li>
            <li>A meeting at your office or ours, and a look at your premises and vehicles.</li>
            <li>The franchise agreement, training at our head office, and your first leads.</li>
          </ol>
        </div>
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-3">
          <FranchiseForm />
        </div>
      </div>
    </section>
  );
}
