import { Link } from "react-router";

import { ArrowRight } from "~/components/icons";

interface ServicesBannerProps {
  /** Pages keep their own heading id so in-page anchors stay stable. */
  id?: string;
  title?: string;
  text?: string;
}

/** The full-width banner with 'Check Our Services' to /our-services (home and service pages). */
export function ServicesBanner({
  id = "services-banner-title",
  title = "One team for every kind of move",
  text = "Homes, offices, cars, bikes, fine art and storage — packed, moved and insured by the same trained crew.",
}: ServicesBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-accent-600 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-10 sm:py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-accent-50">{text}</p>
        </div>
        <Link to="/our-services" className="btn shrink-0 bg-white text-accent-700 hover:bg-accent-50">
          Check Our Services
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
