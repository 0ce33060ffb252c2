import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: "Jobs at a growing packers and movers company: operations, drivers, customer service, sales, IT, finance and HR roles in five cities.",
    path: "/career",
  });

export default function Career() {
  return (
    <PageHero eyebrow="Join us" title="Careers">
      <p>Join a growing team that moves thousands of families every year. See the open roles and apply in two minutes.</p>
    </PageHero>
  );
}
