import type { MouseEventHandler } from "react";

import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { surveyHref, type SurveyLink } from "~/lib/survey/link";

import { CalendarClock } from "./icons";
import { Link } from "./link";

export const bookSurveyLinkWords = words("bookSurveyLinkWords", { label: "Book a free survey" });

/**
 * "Book a free survey": the way to /book-survey from wherever a page offers the survey, carrying what the page
 * knows (its city, the estimate's link, the kept list of items). Its own module, so a page loads only the link.
 */
export function BookSurveyLink({
  className = "btn-outline",
  onClick,
  ...link
}: SurveyLink & { className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const w = useTranslated(bookSurveyLinkWords);
  return (
    <Link to={surveyHref(link)} className={className} onClick={onClick}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {w.label}
    </Link>
  );
}
