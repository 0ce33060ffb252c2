import { ratingBasis, site } from "~/config/site";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";

export const ratingBasisWords = words("ratingBasisWords", { basis: ratingBasis });

/**
 * "from 1,284 reviews on Google" beside every rating the site shows, linking to the reviews when
 * the site configuration gives their page, so no rating stands without what it is based on.
 */
export function RatingBasis({ className }: { className?: string }) {
  const text = useTranslated(ratingBasisWords).basis(site.rating);
  const { newTab } = useStrings();
  if (!site.rating.sourceUrl) return <span className={className}>{text}</span>;
  return (
    <a
      href={site.rating.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`underline ${className ?? ""}`}
    >
      {text}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
