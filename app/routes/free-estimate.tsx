import { useMemo } from "react";
import { useSearchParams } from "react-router";

import { BookSurveyLink } from "~/components/book-survey-link";
import { ClipboardList, FileCheck2, PhoneCall } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { StepsAside } from "~/components/steps-aside";
import { SHIPMENT_MODES } from "~/content/shipment-modes";
import { words } from "~/content/translation";
import { FreeEstimateForm } from "~/forms/free-estimate-form";
import { useAttachedInventory } from "~/hooks/use-attached-inventory";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslated } from "~/i18n/translations";
import { readPrefill } from "~/lib/estimate/prefill";
import { localeMeta } from "~/locales/words";

import type { Route } from "./+types/free-estimate";
import { pageWords } from "./page-data";

export const PATH = "/free-estimate";

/** The page's own words, which each language translates (app/locales/<code>/pages/free-estimate.ts). */
export const freeEstimateWords = words("freeEstimateWords", {
  title: "Free Estimate",
  description:
    "Request a free moving estimate: tell us where, when and what you are moving and get a written quote with no hidden charges.",
  eyebrow: "Free quote",
  heading: "Free estimate",
  intro:
    "Tell us where, when and what you are moving. We will call you back with a written quote — free, and with no hidden charges.",
  nextSteps: "What happens next",
  /** In the order of STEP_ICONS. */
  steps: [
    {
      title: "We read your request",
      text: "A move coordinator checks the route, date and what you are moving.",
    },
    {
      title: "We call you",
      text: "We confirm the details, and book a free survey at your home if the move needs one.",
    },
    {
      title: "You get a written quote",
      text: "An itemised quotation for packing, transport and insurance, with no hidden charges.",
    },
  ],
  /** Read by screen readers before each step's title. */
});

const STEP_ICONS = [ClipboardList, PhoneCall, FileCheck2];

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(freeEstimateWords).title,
    description: t(freeEstimateWords).description,
    path: PATH,
  }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "free-estimate");

export default function FreeEstimate() {
  // Prefill from the query (e.g. from the cost estimator), read after hydration: the page is pre-rendered without one.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = params.toString();
  const initial = useMemo(() => (hydrated ? readPrefill(query, SHIPMENT_MODES) : undefined), [hydrated, query]);
  const inventory = useAttachedInventory(query, hydrated);
  const w = useTranslated(freeEstimateWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["reply", "phoneHours", "rating"]}>
        <p>{w.intro}</p>
      </PageHero>
      <div className="container-page grid gap-10 section-y lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FreeEstimateForm initial={initial} inventory={inventory} />
        </div>
        <StepsAside id="next-steps-title" title={w.nextSteps} steps={w.steps} icons={STEP_ICONS}>
          <BookSurveyLink className="mt-6 btn-outline w-full" />
        </StepsAside>
      </div>
    </>
  );
}
