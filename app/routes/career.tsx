import { PageHero } from "~/components/page-hero";
import { familiesText, yearsText } from "~/content/facts";
import { jobs } from "~/content/jobs";
import { pageMeta } from "~/lib/seo";
import { CareerValues } from "~/sections/career/career-values";
import { JobBoard } from "~/sections/career/job-board";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description:
      "Jobs at a growing packers and movers company: operations, drivers, customer service, sales, IT, finance and HR roles in five cities.",
    path: "/career",
  });

export default function Career() {
  return (
    <>
      <PageHero
        eyebrow="Join us"
        title="Careers"
        image="about-team"
        jump={{ href: "#openings", label: `See ${jobs.length} open positions` }}
      >
        <p>
          Join a growing team that has moved {familiesText} in {yearsText}. See the open roles and apply in two minutes.
        </p>
      </PageHero>
      <CareerValues />
      <JobBoard />
    </>
  );
}
