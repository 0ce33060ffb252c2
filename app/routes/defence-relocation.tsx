import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Defence Relocation",
    description: "Relocation for defence personnel on posting: paperwork-ready invoices, careful packing and delivery to cantonments across India.",
    path: "/defence-relocation",
  });

export default function DefenceRelocation() {
  return (
    <PageHero eyebrow="For the armed forces" title="Defence Relocation">
      <p>Posting orders move fast. We pack and move service families to any station in India, with the invoices your claim needs.</p>
    </PageHero>
  );
}
