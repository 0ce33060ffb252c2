import type { MouseEventHandler } from "react";

import { useStrings } from "~/i18n/strings";
import { surveyHref, type SurveyLink } from "~/lib/survey/link";

import { CalendarClock } from "./icons";
import { Link } from "./link";

/**
 * The survey's one label, as a link to /book-survey from wherever a page offers the survey, carrying what the page
 * knows (its city, the estimate's link, the kept list of items). Its own module, so a page loads only the link.
 */
export function BookSurveyLink({
  className = "btn-outline",
  onClick,
  ...link
}: SurveyLink & { className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <Link to={surveyHref(link)} className={className} onClick={onClick}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {useStrings().bookFreeSurvey}
    </Link>
  );
}
