import { Breadcrumb } from "~/components/breadcrumb";
import { useCompanyFacts } from "~/components/company-facts";
import { CtaBand } from "~/components/cta-band";
import { Link } from "~/components/link";
import { NetworkBlock } from "~/components/network-block";
import { PageHero } from "~/components/page-hero";
import { localePath } from "~/config/locales";
import { useStrings } from "~/i18n/strings";
import { localizedCrumbs } from "~/lib/breadcrumbs";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { ServiceCardList } from "~/sections/services/service-card-list";

import type { Route } from "./+types/our-services";
import { networkBlockData, pageContentData } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/our-services";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (locale, layout) => {
    const { name, meta } = args.loaderData.content;
    const crumbs = [layout.ourServicesCrumb[0]!, { label: name }];
    const jsonLd = [breadcrumbJsonLd(localizedCrumbs(crumbs, locale), localePath(PATH, locale))];
    return { ...meta, path: PATH, jsonLd };
  });

/** The page's words and its cards in its language (content/<language>/our-services.json). */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageContentData(request, "our-services")),
  ...(await networkBlockData(request)),
});

export default function OurServices({ loaderData: { content } }: Route.ComponentProps) {
  const strings = useStrings();
  /** Shown on the page and described in its JSON-LD: home, then the page by its name. */
  const crumbs = [strings.ourServicesCrumb[0]!, { label: content.name }];
  const { hero, cta } = content;
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} facts={useCompanyFacts()} proofs={["rating"]}>
        <p>{hero.intro}</p>
      </PageHero>
      <div className="container-page section-y">
        <ServiceCardList cards={content.cards} tips={content.tips} />
      </div>
      <CtaBand id="services-cta-heading" title={cta.title} text={cta.text} tone="tint">
        <Link to="/free-estimate" className="btn-primary">
          {strings.getFreeQuote}
        </Link>
      </CtaBand>
      <NetworkBlock compact />
    </>
  );
}
