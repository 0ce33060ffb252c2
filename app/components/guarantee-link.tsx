import { GUARANTEE_ANCHOR } from "~/content/guarantee";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const guaranteeLinkWords = words("guaranteeLinkWords", { label: "100% safety guarantee" });

/**
 * A link from a "100% safety guarantee" claim to its definition on the same page. Its own module, so that a
 * hero can carry it without loading the guarantee section's code (home and the service pages defer that section).
 */
export function GuaranteeLink({ className = "" }: { className?: string }) {
  const w = useTranslated(guaranteeLinkWords);
  return (
    <a href={`#${GUARANTEE_ANCHOR}`} className={`underline underline-offset-4 ${className}`}>
      {w.label}
    </a>
  );
}
