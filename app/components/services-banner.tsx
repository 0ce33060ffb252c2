import { Link } from "react-router";

import { ArrowRight } from "~/components/icons";

import { CtaBand } from "./cta-band";

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
    <CtaBand id={id} title={title} text={text} tone="accent">
      <Link to="/our-services" className="btn bg-white text-accent-700 hover:bg-accent-50">
        Check Our Services
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CtaBand>
  );
}
