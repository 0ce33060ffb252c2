import type { MouseEventHandler } from "react";

import { surveyHref, type SurveyLink } from "~/lib/survey/link";

import { useComponentWords } from "./component-words";
import { CalendarClock } from "./icons";
import { Link } from "./link";

/**
 * "Book a free survey": the way to /book-survey from wherever a page offers the survey, carrying what the page
 * knows (its city, the estimate's link, the kept list of items). Its own module, so a page loads only the link.
 */
export function BookSurveyLink({
  className = "btn-outline",
  onClick,
  ...link
}: SurveyLink & { className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const w = useComponentWords("bookSurveyLink");
  return (
    <Link to={surveyHref(link)} className={className} onClick={onClick}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {w.label}
    </Link>
  );
}
