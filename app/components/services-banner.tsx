import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { CtaBand } from "./cta-band";

export const servicesBannerWords = words("servicesBannerWords", {
  title: "One team for every kind of move",
  text: "Homes, offices, cars, bikes, fine art and storage — packed, moved and insured by the same trained crew.",
  button: "Check Our Services",
});

interface ServicesBannerProps {
  /** Pages keep their own heading id so in-page anchors stay stable. */
  id?: string;
  title?: string;
  text?: string;
}

/** The full-width banner with 'Check Our Services' to /our-services (home and service pages). */
export function ServicesBanner({ id = "services-banner-title", title, text }: ServicesBannerProps) {
  const w = useTranslated(servicesBannerWords);
  return (
    <CtaBand id={id} title={title ?? w.title} text={text ?? w.text} tone="accent">
      <Link to="/our-services" className="btn bg-white text-accent-700 hover:bg-accent-50">
        {w.button}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CtaBand>
  );
}
