import { RequestReceived } from "~/components/request-received";
import { formatPhone, site, telHref } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";

import type { Route } from "./+types/thank-you";
import { pageWords } from "./page-data";

export const PATH = "/thank-you";

/** The page's own words, which each language translates (app/locales/<code>/pages/thank-you.ts). */
export const thankYouWords = words("thankYouWords", {
  title: "Thank you",
  description: "Thank you for your request. Our team will call you back shortly with your free quote.",
  eyebrow: "Request received",
  heading: "Thank you",
  intro: "We have your request. A member of our team will call you back shortly.",
  cardHeading: "Your quote request is on its way",
  home: "Back to the home page",
  services: "Browse our services",
  /** Before and after the head office's number. */
  callBefore: "Keep your phone nearby. If your move is urgent, call us on",
  callAfter: ".",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(thankYouWords).title,
    description: t(thankYouWords).description,
    path: PATH,
    noindex: true,
  }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "thank-you");

/** Where the IBA and insurance form posts land (the provider's `redirect`). */
export default function ThankYou() {
  const w = useTranslated(thankYouWords);
  return (
    <RequestReceived
      eyebrow={w.eyebrow}
      title={w.heading}
      intro={w.intro}
      heading={w.cardHeading}
      primary={{ to: "/", label: w.home }}
      secondary={{ to: "/our-services", label: w.services }}
    >
      {w.callBefore}{" "}
      <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        {formatPhone(site.phone)}
      </a>
      {w.callAfter}
    </RequestReceived>
  );
}
