import { site } from "~/config/site";
import { useStrings } from "~/i18n/strings";

/**
 * The brand mark: a packed carton, seen from above its front, with the orange tape running out of it as an arrow —
 * goods on their way — in a rounded navy tile. Three flat shapes on the tile, none thinner than 6 units of the
 * 48-unit grid, so it reads at the 16 px favicon and on the dark footer. public/favicon.svg, public/logo.svg and
 * public/og-image.svg draw the same shapes (docs/decisions/brand-logo.md).
 */
function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false" data-testid="logo-mark">
      <rect width="48" height="48" rx="12" fill="var(--color-brand-700)" />
      <path d="M6 18h27v21H6z" fill="#fff" />
      <path d="M6 18l6-6h27l-6 6z" fill="var(--color-brand-200)" />
      <path d="M6 24h24v-6l12 9-12 9v-6H6z" fill="var(--color-accent-500)" />
    </svg>
  );
}

/**
 * The word mark: the brand's first word large in the display face, the rest as a small spaced line under it, so a
 * long BRAND_NAME still fits a phone's header. The face is a 3 KB cut of the name's own letters, written into the
 * page's stylesheet (app/app.css), so it is there for the first paint without a request of its own.
 * The link around it carries the whole name as its text.
 *
 * `compact` is the header's: beside the language switch a phone has about 120 px for the second line, so up to
 * 640 px it is spaced a little less, and below 372 px, where the default name's line would be cut short, only the
 * first word shows. A name too long even so is cut with an ellipsis rather than push the switch away.
 */
export function Logo({
  onDark = false,
  compact = false,
  className = "",
}: {
  onDark?: boolean;
  compact?: boolean;
  className?: string;
}) {
  const [lead, ...rest] = site.brand.split(" ");
  return (
    <span className={`flex min-w-0 items-center gap-2.5 ${className}`}>
      <LogoMark className="size-10 shrink-0" />
      {/* Latin like the name it spells, so a translated page keeps the spaced capitals (app.css "Indic typography"). */}
      <span lang="en" data-testid="word-mark" className="min-w-0 font-brand leading-none font-extrabold">
        <span className={`block text-2xl ${onDark ? "text-white" : "text-brand-900"}`}>{lead}</span>
        {rest.length > 0 && (
          <span
            className={`mt-1 truncate text-xs uppercase ${compact ? "hidden tracking-wider xs:block sm:tracking-widest" : "block tracking-widest"} ${onDark ? "text-accent-400" : "text-accent-600"}`}
          >
            {" "}
            {rest.join(" ")}
          </span>
        )}
      </span>
    </span>
  );
}

/** The IBA approval badge shown beside the logo. */
export function IbaBadge({ onDark = false, className = "" }: { onDark?: boolean; className?: string }) {
  const strings = useStrings();
  const tone = onDark ? "border-white/30 bg-white/10 text-white" : "border-success/30 bg-success/10 text-success";
  return (
    <span className={`items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${tone} ${className}`}>
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" focusable="false">
        <path d="M8 1l5.5 2v4.2c0 3.4-2.3 6.3-5.5 7.3-3.2-1-5.5-3.9-5.5-7.3V3z" fill="currentColor" />
        <path d="M5.3 8.1l1.8 1.8 3.6-3.7" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      {strings.ibaApproved}
    </span>
  );
}
