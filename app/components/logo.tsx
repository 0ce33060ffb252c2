/** The company mark: a moving truck in a rounded badge. Drawn for this site. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--color-brand-700)" />
      <path d="M9 16h19v15H9z" fill="var(--color-accent-500)" />
      <path d="M28 20h6.5l4.5 5.5V31H28z" fill="#fff" />
      <path d="M30.5 22.5h3.2l2.6 3.2h-5.8z" fill="var(--color-brand-700)" />
      <circle cx="15" cy="33" r="3.4" fill="#fff" stroke="var(--color-brand-700)" strokeWidth="2" />
      <circle cx="33" cy="33" r="3.4" fill="#fff" stroke="var(--color-brand-700)" strokeWidth="2" />
      <path d="M13 21.5h11M13 25.5h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
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
