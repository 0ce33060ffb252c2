import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Our Relocation Process",
    description: "How your move works with us, step by step: free survey, written quote, packing, safe transport, delivery and unpacking.",
    path: "/process",
  });

export default function Process() {
  return (
    <PageHero eyebrow="How it works" title="Our Relocation Process">
      <p>Five clear steps from your first call to the last box unpacked — and the reasons thousands of families trust us with their homes.</p>
    </PageHero>
  );
}
