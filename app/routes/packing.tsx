import { Breadcrumb } from "~/components/breadcrumb";
import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/seo";
import { serviceCrumbs, servicePageJsonLd } from "~/lib/structured-data";
import { PackingGuide } from "~/sections/services/packing-guide";

const page = {
  name: "Packing & Unpacking",
  description:
    "Professional packing and unpacking, plus nine practical tips to pack your home safely before moving day. Free estimate on request.",
  path: "/packing",
};

/** Shown on the page and described in its JSON-LD. */
const crumbs = serviceCrumbs(page.name);

export const meta = () =>
  pageMeta({ title: page.name, description: page.description, path: page.path, jsonLd: servicePageJsonLd(page) });

export default function Packing() {
  return (
    <>
      <PageHero eyebrow="Packing guide" title="Packing & Unpacking">
        <p>How we pack, and nine practical tips if you want to pack some of it yourself.</p>
      </PageHero>
      <Breadcrumb items={crumbs} />
      <PackingGuide />
    </>
  );
}
