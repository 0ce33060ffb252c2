import { Breadcrumb } from "~/components/breadcrumb";
import { PageHero } from "~/components/page-hero";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { serviceCrumbs, servicePageJsonLd } from "~/lib/structured-data";
import { localeMeta } from "~/locales/words";
import { PackingGuide } from "~/sections/services/packing-guide";

import type { Route } from "./+types/packing";
import { pageContentData } from "./page-data";

export const PATH = "/packing";

/** The page's own words, which each language translates (app/locales/<code>/pages/packing.ts). */
export const packingWords = words("packingWords", {
  /** The page's name: its title, last breadcrumb item and service name in the JSON-LD. */
  name: "Packing & Unpacking",
  description:
    "Professional packing and unpacking, plus nine practical tips to pack your home safely before moving day. Free estimate on request.",
  eyebrow: "Packing guide",
  heading: "Packing & Unpacking",
  intro: "How we pack, and nine practical tips if you want to pack some of it yourself.",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t, locale) => {
    const { name, description } = t(packingWords);
    const jsonLd = servicePageJsonLd({ name, description, path: PATH }, locale, t(ourServicesCrumb));
    return { title: name, description, path: PATH, jsonLd };
  });

/** The page's words and its tips in its language (content/<language>/packing.json). */
export const loader = ({ request }: Route.LoaderArgs) => pageContentData(request, "packing");

export default function Packing({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(packingWords);
  /** Shown on the page and described in its JSON-LD. */
  const crumbs = serviceCrumbs(w.name, useTranslated(ourServicesCrumb));
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["rating", "iba", "reply"]}>
        <p>{w.intro}</p>
      </PageHero>
      <PackingGuide tips={loaderData.content.tips} />
    </>
  );
}
