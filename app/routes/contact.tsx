import { deferred } from "~/components/deferred";
import { PageHero } from "~/components/page-hero";
import { ConnectCards } from "~/sections/contact/connect-cards";
import { EnquirySection } from "~/sections/contact/enquiry-section";

import type { Route } from "./+types/contact";
import { inlinePicture, localeOfRequest, pageFacts, pageForms, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

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

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/contact.json with the company's
 * facts, and the words of the forms it shows: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const content = await pageWordsIn("contact", localeOfRequest(request), await pageFacts(request));
  return {
    content,
    heroPicture: await inlinePicture("contact", PHONE_HERO_WIDTH),
    ...(await pageForms(request, ["enquiry", "callBack"])),
  };
}

export default function Contact({ loaderData: { content, heroPicture } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.heading}
        image="contact"
        inline={heroPicture}
        proofs={["reply", "phoneHours", "officeHours", "rating"]}
      >
        <p>{content.hero.intro}</p>
      </PageHero>
      {/* The quickest ways to reach us come first: 'Call me back' within a phone's first two screens. */}
      <ConnectCards words={content.connect} />
      <HeadOffice words={content.headOffice} />
      <EnquirySection words={content.enquiry} />
      <CompanyIdentity />
      <FollowUs words={content.followUs} />
    </>
  );
}
