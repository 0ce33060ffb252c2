import { PageHero } from "~/components/page-hero";
import { movingPlanIn } from "~/content/moving-plan";
import { PLAN_PATH } from "~/lib/moving-plan/link";
import { MovingPlan as Plan } from "~/sections/moving-plan/moving-plan";

import type { Route } from "./+types/moving-plan";
import { localeOfRequest, pageCalendar } from "./page-data";
import { localeMeta } from "./page-meta";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.page.meta, path: PLAN_PATH }));

/** The plan's tasks, names and words in the page's language (content/<language>/moving-plan.json). */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  content: await movingPlanIn(localeOfRequest(request)),
  ...(await pageCalendar(request)),
});

/** "Your moving plan": a dated checklist built from the visitor's own move, kept only in their browser. */
export default function MovingPlan({ loaderData }: Route.ComponentProps) {
  const w = loaderData.content.page.hero;
  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow={w.eyebrow} title={w.heading} image="moving-plan" proofs={["phoneHours", "rating"]}>
          <p>{w.intro}</p>
        </PageHero>
      </div>
      <Plan content={loaderData.content} />
    </>
  );
}
