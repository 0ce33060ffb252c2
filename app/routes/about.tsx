import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: "Who we are: a Kolkata-based, IBA-approved moving company with more than ten years of moving families and offices across India.",
    path: "/about",
  });

export default function About() {
  return (
    <PageHero eyebrow="About us" title="About Us">
      <p>Over ten years of moving homes, offices and vehicles across India from our head office in Kolkata. Meet the team, our mission and the way we work.</p>
    </PageHero>
  );
}
