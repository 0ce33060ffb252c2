import { PageHero } from "~/components/page-hero";
import { jobBoardIn } from "~/content/jobs";
import { counted } from "~/content/plurals";
import { useLocale } from "~/i18n/strings";
import { CareerValues } from "~/sections/career/career-values";
import { JobBoard } from "~/sections/career/job-board";

import type { Route } from "./+types/career";
import { localeOfRequest, pageFacts, pageForms } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/career";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/career.json with the company's
 * figures, and the jobs: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const locale = localeOfRequest(request);
  const [content, board] = await Promise.all([
    pageWordsIn("career", locale, await pageFacts(request), ["count", "title"]),
    jobBoardIn(locale),
  ]);
  return { content, board, ...(await pageForms(request, ["application"])) };
}

export default function Career({ loaderData: { content, board } }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.heading}
        image="career"
        jump={{ href: "#openings", label: counted(content.hero.jump, board.jobs.length, locale) }}
      >
        <p>{content.hero.intro}</p>
      </PageHero>
      <CareerValues values={content.values} benefits={content.benefits} />
      <JobBoard words={content.jobBoard} board={board} />
    </>
  );
}
