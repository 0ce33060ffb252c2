import { useComponentWords } from "~/components/component-words";
import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";

import { CtaBand } from "./cta-band";

interface ServicesBannerProps {
  /** Pages keep their own heading id so in-page anchors stay stable. */
  id?: string;
  title?: string;
  text?: string;
}

/** The full-width banner with 'Check Our Services' to /our-services (home and service pages). */
export function ServicesBanner({ id = "services-banner-title", title, text }: ServicesBannerProps) {
  const w = useComponentWords("servicesBanner");
  return (
    <CtaBand id={id} title={title ?? w.title} text={text ?? w.text} tone="accent">
      <Link to="/our-services" className="btn-outline">
        {w.button}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CtaBand>
  );
}
