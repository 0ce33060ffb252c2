import { Breadcrumb } from "~/components/Breadcrumb";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";
import { PackingGuide } from "~/sections/services/PackingGuide";
import { ourServicesCrumb } from "~/sections/services/crumbs";

export const meta = () =>
  pageMeta({
    title: "Packing & Unpacking",
    description: "Professional packing and unpacking, plus nine practical tips to pack your home safely before moving day. Free estimate on request.",
    path: "/packing",
  });

export default function Packing() {
  return (
    <>
      <PageHero eyebrow="Packing guide" title="Packing & Unpacking">
        <p>How we pack, and nine practical tips if you want to pack some of it yourself.</p>
      </PageHero>
      <Breadcrumb items={[...ourServicesCrumb, { label: "Packing & Unpacking" }]} />
      <PackingGuide />
    </>
  );
}
