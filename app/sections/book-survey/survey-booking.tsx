import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";

import { CalendarClock, FileCheck2, PhoneCall, ScanSearch } from "~/components/icons";
import { StepsAside } from "~/components/steps-aside";
import { site } from "~/config/site";
import type { BookSurveyWords } from "~/content/book-survey";
import type { SURVEY_STEPS } from "~/content/schemas/book-survey";
import { type BookedSurvey, BookSurveyForm } from "~/forms/book-survey-form";
import { useAttachedInventory } from "~/hooks/use-attached-inventory";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePlaces } from "~/hooks/use-places";
import { readSurveyPrefill } from "~/lib/survey/prefill";

import { SurveyConfirmation } from "./survey-confirmation";

/** Each step's icon, by its id in content/<language>/book-survey.json. */
const STEP_ICONS = {
  pick: CalendarClock,
  confirm: PhoneCall,
  survey: ScanSearch,
  quote: FileCheck2,
} satisfies Record<(typeof SURVEY_STEPS)[number], unknown>;

/** The request form, then in its place the confirmation; beside it how the survey goes. */
export function SurveyBooking({ words: w }: { words: BookSurveyWords }) {
  // The query (a city page's city, the estimator's link and list) is read after hydration: the page is pre-rendered without one.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = params.toString();
  const { cities } = usePlaces();
  const prefill = useMemo(
    () => (hydrated ? readSurveyPrefill(query, [new URL(site.url).origin, window.location.origin], cities) : undefined),
    [hydrated, query, cities],
  );
  const inventory = useAttachedInventory(query, hydrated);
  const [booked, setBooked] = useState<BookedSurvey>();

  return (
    <div className="container-page grid gap-10 section-y lg:grid-cols-3">
      <div className="lg:col-span-2">
        {booked ? (
          <SurveyConfirmation survey={booked} words={w.confirmation} />
        ) : (
          // Started again when a city arrives from the query, so the city shows chosen.
          <BookSurveyForm
            key={prefill?.city?.slug ?? "none"}
            initialCity={prefill?.city?.sent}
            estimateLink={prefill?.estimateLink}
            inventory={inventory?.inventory}
            onBooked={setBooked}
            words={w.form}
            floors={w.floors}
          />
        )}
      </div>
      <StepsAside
        id="survey-steps-title"
        title={w.steps.title}
        steps={w.steps.steps}
        icons={w.steps.steps.map((step) => STEP_ICONS[step.id as keyof typeof STEP_ICONS])}
      />
    </div>
  );
}
