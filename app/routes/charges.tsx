import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { chargesIn } from "~/content/charges";
import { ChargesList } from "~/sections/charges/charges-list";

import type { Route } from "./+types/charges";
import { inlinePicture, localeOfRequest, pageFacts, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/charges";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/charges-page.json, with the
 * estimator's one label (the layout's) for the hero's button, and the charges with their rules: the page's data
 * carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ pageWordsIn }, { layoutWordsIn }] = await Promise.all([
    import("~/content/pages"),
    import("~/content/layout"),
  ]);
  const locale = localeOfRequest(request);
  const [content, charges, { estimateMoveCost }] = await Promise.all([
    pageWordsIn("charges-page", locale, await pageFacts(request)),
    chargesIn(locale),
    layoutWordsIn(locale),
  ]);
  return {
    content: { ...content, hero: { ...content.hero, estimate: estimateMoveCost } },
    ...charges,
    heroPicture: await inlinePicture("charges", PHONE_HERO_WIDTH),
  };
}

export default function Charges({ loaderData: { content, charges, neverCharged, heroPicture } }: Route.ComponentProps) {
  const { hero } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        image="charges"
        inline={heroPicture}
        facts={useCompanyFacts()}
        proofs={["gst"]}
        actions={
          <Link to="/cost-estimator?tab=items" className="btn-primary">
            {hero.estimate}
          </Link>
        }
      >
        <p>{hero.intro}</p>
      </PageHero>
      <ChargesList words={content} charges={charges} neverCharged={neverCharged} />
    </>
  );
}
