import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";

import { CalendarClock, FileCheck2, PhoneCall, ScanSearch } from "~/components/icons";
import { StepsAside } from "~/components/steps-aside";
import { site } from "~/config/site";
import { REPLY_MINUTES } from "~/content/facts";
import { words } from "~/content/translation";
import { type BookedSurvey, BookSurveyForm } from "~/forms/book-survey-form";
import { useAttachedInventory } from "~/hooks/use-attached-inventory";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";
import { readSurveyPrefill } from "~/lib/survey/prefill";

import { SurveyConfirmation } from "./survey-confirmation";

export const surveyBookingWords = words("surveyBookingWords", {
  howItWorks: "How the free survey works",
  /** In the order of STEP_ICONS. */
  steps: [
    { title: "You pick a time", text: "A home visit or a video call, on a day and in a two-hour slot that suit you." },
    {
      title: "We call to confirm",
      text: `Within ${REPLY_MINUTES} minutes in our phone hours, to agree the time and answer your questions.`,
    },
    {
      title: "The surveyor sees your goods",
      text: "Room by room, with the access at both ends, so nothing is guessed.",
    },
    { title: "You get a written quote", text: "Itemised, with no hidden charges, and no obligation to book." },
  ],
  /** Read by screen readers before each step's title. */
});

const STEP_ICONS = [CalendarClock, PhoneCall, ScanSearch, FileCheck2];

/** The request form, then in its place the confirmation; beside it how the survey goes. */
export function SurveyBooking() {
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
  const w = useTranslated(surveyBookingWords);

  return (
    <div className="container-page grid gap-10 section-y lg:grid-cols-3">
      <div className="lg:col-span-2">
        {booked ? (
          <SurveyConfirmation survey={booked} />
        ) : (
          // Started again when a city arrives from the query, so the city shows chosen.
          <BookSurveyForm
            key={prefill?.city?.slug ?? "none"}
            initialCity={prefill?.city?.sent}
            estimateLink={prefill?.estimateLink}
            inventory={inventory?.inventory}
            onBooked={setBooked}
          />
        )}
      </div>
      <StepsAside id="survey-steps-title" title={w.howItWorks} steps={w.steps} icons={STEP_ICONS} />
    </div>
  );
}
