import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { chargesIn } from "~/content/charges";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";
import { ChargesList } from "~/sections/charges/charges-list";

import type { Route } from "./+types/charges";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/charges";

/** The page's own words, which each language translates (app/locales/<code>/pages/charges.ts). */
export const chargesWords = words("chargesWords", {
  title: "Extra Charges",
  description:
    "Every extra charge a move can carry, with its rule and rate: stairs, long carry, shuttle, dismantling, AC, storage, insurance, tolls and GST.",
  eyebrow: "No surprises",
  heading: "Extra charges",
  listItems: "List your items for a quote",
  intro:
    "Every charge that can be added to the price of a move, with the rule that decides it. Nothing that is not on this page is ever added.",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(chargesWords).title, description: t(chargesWords).description, path: PATH }));

/** The page's words and the charges with their rules, in its language. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "charges")),
  ...(await chargesIn(localeOfRequest(request))),
});

export default function Charges({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(chargesWords);
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        facts={useCompanyFacts()}
        proofs={["gst"]}
        actions={
          <Link to="/cost-estimator?tab=items" className="btn-primary">
            {w.listItems}
          </Link>
        }
      >
        <p>{w.intro}</p>
      </PageHero>
      <ChargesList charges={loaderData.charges} neverCharged={loaderData.neverCharged} />
    </>
  );
}
