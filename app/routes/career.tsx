import { useLoaderData } from "react-router";

import { PageHero } from "~/components/page-hero";
import { familiesText, yearsText } from "~/content/facts";
import { jobBoardIn } from "~/content/jobs";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { CareerValues } from "~/sections/career/career-values";
import { JobBoard } from "~/sections/career/job-board";

import type { Route } from "./+types/career";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/career";

/** The page's own words, which each language translates (app/locales/<code>/pages/career.ts). */
export const careerWords = words("careerWords", {
  title: "Careers",
  description:
    "Jobs at a growing packers and movers company: operations, drivers, customer service, sales, IT, finance and HR roles in five cities.",
  eyebrow: "Join us",
  heading: "Careers",
  jump: (count: number) => `See ${count} open positions`,
  intro: `Join a growing team that has moved ${familiesText} in ${yearsText}. See the open roles and apply in two minutes.`,
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/career.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(careerWords).title, description: t(careerWords).description, path: PATH }));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "career")),
  board: await jobBoardIn(localeOfRequest(request)),
});

export default function Career() {
  const w = useTranslated(careerWords);
  const { board } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        image="career"
        jump={{ href: "#openings", label: w.jump(board.jobs.length) }}
      >
        <p>{w.intro}</p>
      </PageHero>
      <CareerValues />
      <JobBoard board={board} />
    </>
  );
}
