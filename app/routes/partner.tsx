import { PageHero } from "~/components/page-hero";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";
import { FranchiseSection } from "~/sections/partner/franchise-section";
import { PartnerInfo } from "~/sections/partner/partner-info";

import type { Route } from "./+types/partner";
import { pageForms, pageWords } from "./page-data";

export const PATH = "/partner";

/** The page's own words, which each language translates (app/locales/<code>/pages/partner.ts). */
export const partnerWords = words("partnerWords", {
  title: "Franchise Partnership",
  description:
    "Open a franchise of our moving company in your city: our brand, training and lead support. Send your franchise enquiry today.",
  eyebrow: "Grow with us",
  heading: "Franchise partnership",
  jump: "Send an Enquiry",
  intro: "Run a moving business in your city with our brand, training and steady leads behind you.",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(partnerWords).title, description: t(partnerWords).description, path: PATH }));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "partner")),
  ...(await pageForms(request, ["franchise"])),
});

export default function Partner() {
  const w = useTranslated(partnerWords);
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        jump={{ href: "#franchise-enquiry", label: w.jump }}
        proofs={["years", "iba", "gstin"]}
      >
        <p>{w.intro}</p>
      </PageHero>
      <PartnerInfo />
      <FranchiseSection />
    </>
  );
}
