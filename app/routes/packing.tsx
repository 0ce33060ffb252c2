import { Breadcrumb } from "~/components/breadcrumb";
import { PageHero } from "~/components/page-hero";
import { useStrings } from "~/i18n/strings";
import { serviceCrumbs, servicePageJsonLd } from "~/lib/structured-data";
import { PackingGuide } from "~/sections/services/packing-guide";

import type { Route } from "./+types/packing";
import { pageContentData } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/packing";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (locale, layout) => {
    const { name, description } = args.loaderData.content;
    const jsonLd = servicePageJsonLd({ name, description, path: PATH }, locale, layout.ourServicesCrumb);
    return { title: name, description, path: PATH, jsonLd };
  });

/** The page's words and its tips in its language (content/<language>/packing.json). */
export const loader = ({ request }: Route.LoaderArgs) => pageContentData(request, "packing");

export default function Packing({ loaderData: { content } }: Route.ComponentProps) {
  /** Shown on the page and described in its JSON-LD. */
  const crumbs = serviceCrumbs(content.name, useStrings().ourServicesCrumb);
  const { hero } = content;
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} proofs={["rating", "iba", "reply"]}>
        <p>{hero.intro}</p>
      </PageHero>
      <PackingGuide content={content} />
    </>
  );
}
