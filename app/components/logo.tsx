import { site } from "~/config/site";

/**
 * The brand mark, drawn for this site: a roof over a taped carton — a home, packed — in a rounded navy tile.
 * Four shapes and no fine detail, so it reads at favicon size (public/favicon.svg is the same drawing).
 */
function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--color-brand-700)" />
      <path d="M14 23h20v14H14z" fill="#fff" />
      <path d="M22 23h4v14h-4z" fill="var(--color-accent-500)" />
      <path
        d="M10 23l14-11 14 11"
        stroke="var(--color-accent-500)"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The word mark: the brand's first word set large and tight, the rest as a small spaced line under it, so a
 * long BRAND_NAME still fits a phone's header. The link around it carries the whole name as its text.
 */
export function Logo({ onDark = false, className = "" }: { onDark?: boolean; className?: string }) {
  const [lead, ...rest] = site.brand.split(" ");
  return (
    <span className={`flex min-w-0 items-center gap-2.5 ${className}`}>
      <LogoMark className="size-10 shrink-0" />
      {/* Latin like the name it spells, so a Hindi page keeps the spaced capitals (app.css "Indic typography"). */}
      <span lang="en" className="min-w-0 leading-none">
        <span className={`block text-xl font-extrabold tracking-tight ${onDark ? "text-white" : "text-brand-900"}`}>
          {lead}
        </span>
        {rest.length > 0 && (
          <span
            className={`mt-1 block truncate text-xs font-semibold tracking-widest uppercase ${onDark ? "text-accent-400" : "text-accent-600"}`}
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
  const tone = onDark ? "border-white/30 bg-white/10 text-white" : "border-success/30 bg-success/10 text-success";
  return (
    <span className={`items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${tone} ${className}`}>
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" focusable="false">
        <path d="M8 1l5.5 2v4.2c0 3.4-2.3 6.3-5.5 7.3-3.2-1-5.5-3.9-5.5-7.3V3z" fill="currentColor" />
        <path d="M5.3 8.1l1.8 1.8 3.6-3.7" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      IBA Approved
    </span>
  );
}
