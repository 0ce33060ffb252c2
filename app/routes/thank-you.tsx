import { RequestReceived } from "~/components/request-received";
import { formatPhone, site, telHref } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Thank you",
    description: "Thank you for your request. Our team will call you back shortly with your free quote.",
    path: "/thank-you",
    noindex: true,
  });

/** Where the IBA and insurance form posts land (the provider's `redirect`). */
export default function ThankYou() {
  return (
    <RequestReceived
      eyebrow="Request received"
      title="Thank you"
      intro="We have your request. A member of our team will call you back shortly."
      heading="Your quote request is on its way"
      primary={{ to: "/", label: "Back to the home page" }}
      secondary={{ to: "/our-services", label: "Browse our services" }}
    >
      Keep your phone nearby. If your move is urgent, call us on{" "}
      <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        {formatPhone(site.phone)}
      </a>
      .
    </RequestReceived>
  );
}
