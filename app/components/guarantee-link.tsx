import { GUARANTEE_ANCHOR } from "~/content/guarantee";

import { useComponentWords } from "./component-words";

/**
 * A link from a "100% safety guarantee" claim to its definition on the same page. Its own module, so that a
 * hero can carry it without loading the guarantee section's code (home and the service pages defer that section).
 */
export function GuaranteeLink({ className = "" }: { className?: string }) {
  const w = useComponentWords("guaranteeLink");
  return (
    <a href={`#${GUARANTEE_ANCHOR}`} className={`underline underline-offset-4 ${className}`}>
      {w.label}
    </a>
  );
}
