import { ratingBasis, site } from "~/config/site";

/**
 * "from 1,284 reviews on Google" beside every rating the site shows, linking to the reviews when
 * the site configuration gives their page, so no rating stands without what it is based on.
 */
export function RatingBasis({ className }: { className?: string }) {
  const text = ratingBasis(site.rating);
  if (!site.rating.sourceUrl) return <span className={className}>{text}</span>;
  return (
    <a
      href={site.rating.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`underline ${className ?? ""}`}
    >
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
