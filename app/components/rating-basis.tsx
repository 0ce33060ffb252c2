import { site } from "~/config/site";
import { useStrings } from "~/i18n/strings";

import { useComponentWords } from "./component-words";
import { WithParts } from "./with-parts";

/**
 * "from 1,284 reviews on Google" beside every rating the site shows, so no rating stands without what it is based
 * on. The source links to the page with the reviews when the site configuration gives it, and is plain text when not.
 */
export function RatingBasis({ className }: { className?: string }) {
  const { basis } = useComponentWords("ratingBasis");
  const { newTab } = useStrings();
  const { source, sourceUrl } = site.rating;
  return (
    <span className={className}>
      <WithParts
        text={basis}
        parts={{
          source: sourceUrl ? (
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
              {source}
              <span className="sr-only"> {newTab}</span>
            </a>
          ) : (
            source
          ),
        }}
      />
    </span>
  );
}
