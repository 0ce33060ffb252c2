import { deferred } from "~/components/deferred";
import { PageHero } from "~/components/page-hero";
import { replyText } from "~/content/facts";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { ConnectCards } from "~/sections/contact/connect-cards";
import { EnquirySection } from "~/sections/contact/enquiry-section";

import type { Route } from "./+types/contact";
import { pageWords } from "./page-data";

export const PATH = "/contact";

/*
 * The office, the company's identity and the social links are pre-rendered in full, but their code loads at the
 * visitor's first scroll or input (docs/decisions/javascript-budget.md); the ways to reach us and the enquiry
 * form hydrate with the page.
 */
const sections = () => import("~/sections/contact/contact-sections");
const HeadOffice = deferred(() => sections().then((m) => m.HeadOffice));
const CompanyIdentity = deferred(() => sections().then((m) => m.CompanyIdentity));
const FollowUs = deferred(() => sections().then((m) => m.FollowUs));

/** The page's own words, which each language translates (app/locales/<code>/pages/contact.ts). */
export const contactWords = words("contactWords", {
  title: "Contact Us",
  description: `Contact our Kolkata head office by phone, e-mail or the enquiry form, or ask for a call back. We reply ${replyText} in phone hours.`,
  eyebrow: "Get in touch",
  heading: "Contact us",
  intro: `Call, write or visit our head office in Newtown, Kolkata. We answer every enquiry ${replyText} in phone hours.`,
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/contact.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(contactWords).title, description: t(contactWords).description, path: PATH }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "contact");

export default function Contact() {
  const w = useTranslated(contactWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["reply", "phoneHours", "officeHours", "rating"]}>
        <p>{w.intro}</p>
      </PageHero>
      {/* The quickest ways to reach us come first: 'Call me back' within a phone's first two screens. */}
      <ConnectCards />
      <HeadOffice />
      <EnquirySection />
      <CompanyIdentity />
      <FollowUs />
    </>
  );
}
