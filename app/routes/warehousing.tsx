import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Warehouse & Storage",
    description: "Secure warehouse storage for household goods and business stock, short or long term, with CCTV, pest control and insurance cover.",
    path: "/warehousing",
  });

export default function Warehousing() {
  return (
    <PageHero eyebrow="Storage" title="Warehouse & Storage">
      <p>Short- and long-term storage for household goods and business stock in guarded, pest-controlled warehouses, with insurance.</p>
    </PageHero>
  );
}
