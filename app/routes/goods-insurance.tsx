import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Goods Insurance",
    description: "Goods-in-transit insurance for your move: all-risk and warehouse-to-warehouse cover, low premiums and help with every claim.",
    path: "/goods-insurance",
  });

export default function GoodsInsurance() {
  return (
    <PageHero eyebrow="Transit cover" title="Goods Insurance">
      <p>Cover your belongings from the moment they are packed until they are unpacked, with help from our team if you ever need to claim.</p>
    </PageHero>
  );
}
