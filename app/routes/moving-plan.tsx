import { PageHero } from "~/components/page-hero";
import { movingPlanIn } from "~/content/moving-plan";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { PLAN_PATH } from "~/lib/moving-plan/link";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { MovingPlan as Plan } from "~/sections/moving-plan/moving-plan";

import type { Route } from "./+types/moving-plan";
import { localeOfRequest, pageWords } from "./page-data";

/** The page's own words, which each language translates (app/locales/<code>/pages/moving-plan.ts). */
export const movingPlanWords = words("movingPlanWords", {
  title: "Your Moving Plan: a Dated Checklist for Your Move",
  description:
    "A week-by-week moving checklist for your own move and date: society NOC, gas, school TC, car papers, address changes. Tick, print or add it to your calendar.",
  eyebrow: "Moving checklist",
  heading: "Your moving plan",
  intro:
    "Tell us your moving date and the kind of move. We list what to do and when, from six weeks before to the week after, with why each step matters.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/moving-plan.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(movingPlanWords).title,
    description: t(movingPlanWords).description,
    path: PLAN_PATH,
  }));

/** The page's words and the plan's tasks and names in its language (content/<language>/moving-plan.json). */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "moving-plan")),
  content: await movingPlanIn(localeOfRequest(request)),
});

/** "Your moving plan": a dated checklist built from the visitor's own move, kept only in their browser. */
export default function MovingPlan({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(movingPlanWords);
  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["phoneHours", "rating"]}>
          <p>{w.intro}</p>
        </PageHero>
      </div>
      <Plan content={loaderData.content} />
    </>
  );
}
