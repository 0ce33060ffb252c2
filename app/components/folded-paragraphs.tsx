import { useComponentWords } from "./component-words";
import { PhoneFold } from "./phone-fold";

/** Paragraphs of which a phone shows the first and folds the rest behind "Read more" (see PhoneFold). */
export function FoldedParagraphs({
  paragraphs,
  className = "",
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  const [first, ...rest] = paragraphs;
  const w = useComponentWords("foldedParagraphs");
  const each = (p: string) => <p key={p.slice(0, 40)}>{p}</p>;
  return (
    <div className={`space-y-4 ${className}`}>
      {first && each(first)}
      {rest.length > 0 && (
        <PhoneFold summary={w.readMore}>
          <div className="space-y-4">{rest.map(each)}</div>
        </PhoneFold>
      )}
    </div>
  );
}
