import { useMemo } from "react";
import { useSearchParams } from "react-router";

import { BookSurveyLink } from "~/components/book-survey-link";
import { ClipboardList, FileCheck2, PhoneCall } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { StepsAside } from "~/components/steps-aside";
import { estimatorIn } from "~/content/estimator";
import type { FREE_ESTIMATE_STEPS } from "~/content/schemas/estimator";
import { SHIPMENT_MODES } from "~/content/shipment-modes";
import { FreeEstimateForm } from "~/forms/free-estimate-form";
import { useAttachedInventory } from "~/hooks/use-attached-inventory";
import { useHydrated } from "~/hooks/use-hydrated";
import { readPrefill } from "~/lib/estimate/prefill";

import type { Route } from "./+types/free-estimate";
import { localeOfRequest, pageForms } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/free-estimate";

/** Each step's icon, by its id in content/<language>/estimator.json. */
const STEP_ICONS = { read: ClipboardList, call: PhoneCall, quote: FileCheck2 } satisfies Record<
  (typeof FREE_ESTIMATE_STEPS)[number],
  unknown
>;

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.estimator.meta, path: PATH }));

/** The page's words in its language (content/<language>/estimator.json) and its form's. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageForms(request, ["freeEstimate"])),
  estimator: (await estimatorIn(localeOfRequest(request))).freeEstimate,
});

export default function FreeEstimate({ loaderData }: Route.ComponentProps) {
  // Prefill from the query (e.g. from the cost estimator), read after hydration: the page is pre-rendered without one.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = params.toString();
  const initial = useMemo(() => (hydrated ? readPrefill(query, SHIPMENT_MODES) : undefined), [hydrated, query]);
  const inventory = useAttachedInventory(query, hydrated);
  const w = loaderData.estimator;
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} image="free-estimate" proofs={["reply", "phoneHours", "rating"]}>
        <p>{w.intro}</p>
      </PageHero>
      <div className="container-page grid gap-10 section-y lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FreeEstimateForm initial={initial} inventory={inventory} />
        </div>
        <StepsAside
          id="next-steps-title"
          title={w.nextSteps}
          steps={w.steps}
          icons={w.steps.map((step) => STEP_ICONS[step.id as keyof typeof STEP_ICONS])}
        >
          <BookSurveyLink className="mt-6 btn-outline w-full" />
        </StepsAside>
      </div>
    </>
  );
}
