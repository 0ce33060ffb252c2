import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Local Shifting",
    description: "Same-day local shifting within your city: packing, loading, transport and unpacking by one trained crew, priced by home size.",
    path: "/local-shifting",
  });

export default function LocalShifting() {
  return (
    <PageHero eyebrow="Within your city" title="Local Shifting">
      <p>Moving across town? One trained crew packs, loads, drives and unpacks the same day, priced by the size of your home.</p>
    </PageHero>
  );
}
