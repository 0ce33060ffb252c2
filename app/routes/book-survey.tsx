import { PageHero } from "~/components/page-hero";
import { bookSurveyIn } from "~/content/book-survey";
import { SurveyBooking } from "~/sections/book-survey/survey-booking";

import type { Route } from "./+types/book-survey";
import { localeOfRequest, pageCalendar, pageFacts, pageForms } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/book-survey";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.bookSurvey.meta, path: PATH }));

/** The page's words in its language (content/<language>/book-survey.json) and its form fields'. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  bookSurvey: await bookSurveyIn(localeOfRequest(request), await pageFacts(request)),
  ...(await pageForms(request, [], (await import("~/forms/book-survey-form")).homeVisitForm.fields)),
  // The days offered and the confirmation's.
  ...(await pageCalendar(request)),
});

/** Book the free survey: a home visit or a video survey at a day and slot the visitor picks, then a confirmation. */
export default function BookSurvey({ loaderData }: Route.ComponentProps) {
  const w = loaderData.bookSurvey;
  return (
    <>
      <PageHero
        eyebrow={w.hero.eyebrow}
        title={w.hero.heading}
        image="book-survey"
        proofs={["reply", "phoneHours", "rating"]}
      >
        <p>{w.hero.intro}</p>
      </PageHero>
      <SurveyBooking words={w} />
    </>
  );
}
