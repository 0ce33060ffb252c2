import { PageHero } from "~/components/page-hero";
import { FranchiseSection } from "~/sections/partner/franchise-section";
import { PartnerInfo } from "~/sections/partner/partner-info";

import type { Route } from "./+types/partner";
import { inlinePicture, localeOfRequest, pageFacts, pageForms, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/partner";

/**
 * The page's words in its language, read at build time from content/<language>/partner.json with the company's
 * facts and counts, and the words of the franchise form: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { partnerWordsIn } = await import("~/content/partner");
  const content = await partnerWordsIn(localeOfRequest(request), await pageFacts(request));
  return {
    content,
    heroPicture: await inlinePicture("partner", PHONE_HERO_WIDTH),
    ...(await pageForms(request, ["franchise"])),
  };
}

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

export default function Partner({ loaderData: { content, heroPicture } }: Route.ComponentProps) {
  const { hero } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        image="partner"
        inline={heroPicture}
        jump={{ href: "#franchise-enquiry", label: hero.jump }}
        proofs={["years", "iba", "gstin"]}
      >
        <p>{hero.intro}</p>
      </PageHero>
      <PartnerInfo why={content.why} support={content.support} />
      <FranchiseSection words={content.next} />
    </>
  );
}
