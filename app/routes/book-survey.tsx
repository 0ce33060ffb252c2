import { PageHero } from "~/components/page-hero";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { SurveyBooking } from "~/sections/book-survey/survey-booking";

import type { Route } from "./+types/book-survey";
import { pageForms, pageWords } from "./page-data";

export const PATH = "/book-survey";

/** The page's own words, which each language translates (app/locales/<code>/pages/book-survey.ts). */
export const bookSurveyWords = words("bookSurveyWords", {
  title: "Book a Free Survey: Home Visit or Video Call",
  description:
    "Pick a day and a two-hour slot for a free survey at your home or on a video call. We call to confirm and give you a written quote after it.",
  eyebrow: "Free survey",
  heading: "Book your free survey",
  intro:
    "A surveyor sees what you are moving, at your home or on a video call, so your written quote has no surprises. Pick the time that suits you.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/book-survey.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(bookSurveyWords).title,
    description: t(bookSurveyWords).description,
    path: PATH,
  }));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "book-survey")),
  ...(await pageForms(request, [], (await import("~/forms/book-survey-form")).homeVisitForm.fields)),
});

/** Book the free survey: a home visit or a video survey at a day and slot the visitor picks, then a confirmation. */
export default function BookSurvey() {
  const w = useTranslated(bookSurveyWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["reply", "phoneHours", "rating"]}>
        <p>{w.intro}</p>
      </PageHero>
      <SurveyBooking />
    </>
  );
}
