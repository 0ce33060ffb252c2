import { indianNumber } from "~/config/numbers";
import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";

export const ratingBasisWords = words("ratingBasisWords", {
  /** The words either side of the reviews' source: "from 1,284 reviews on " · Google · "". */
  basis: (reviews: number): [before: string, after: string] => [`from ${indianNumber(reviews)} reviews on `, ""],
});

/**
 * "from 1,284 reviews on Google" beside every rating the site shows, so no rating stands without what it is based
 * on. The source links to the page with the reviews when the site configuration gives it, and is plain text when not.
 */
export function RatingBasis({ className }: { className?: string }) {
  const [before, after] = useTranslated(ratingBasisWords).basis(site.rating.reviewCount);
  const { newTab } = useStrings();
  const { source, sourceUrl } = site.rating;
  return (
    <span className={className}>
      {before}
      {sourceUrl ? (
        <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          {source}
          <span className="sr-only"> {newTab}</span>
        </a>
      ) : (
        source
      )}
      {after}
    </span>
  );
}
