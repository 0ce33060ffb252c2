import { ChevronDown } from "./icons";

/**
 * Paragraphs of which a phone shows the first and folds the rest behind "Read more" (the `fold-on-phones`
 * utility, issue #15); wider screens always show them all. A native <details>, so it opens before hydration
 * and by keyboard.
 */
export function FoldedParagraphs({
  paragraphs,
  className = "",
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  const [first, ...rest] = paragraphs;
  const each = (p: string) => <p key={p.slice(0, 40)}>{p}</p>;
  return (
    <div className={`space-y-4 ${className}`}>
      {first && each(first)}
      {rest.length > 0 && (
        <details className="group fold-on-phones">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 py-1 font-semibold text-brand-700 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
            Read more
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="space-y-4">{rest.map(each)}</div>
        </details>
      )}
    </div>
  );
}
