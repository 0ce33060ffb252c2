import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Heading level: sections are h2 (h3 when nested under another section heading). */
  level?: 2 | 3;
  /** Service pages: a wider block, tighter spacing and the title wrapped as it comes. */
  wide?: boolean;
  /** dark: on a navy band or panel (white title, light intro). */
  tone?: "light" | "dark";
}

// Literal class names, so that Tailwind finds them.
const TONE = {
  light: { eyebrow: "text-accent-600", title: "text-brand-900", intro: "text-ink-muted" },
  dark: { eyebrow: "text-accent-400", title: "text-white", intro: "text-brand-100" },
} as const;

/**
 * The heading block every section starts with: small orange eyebrow, bold title, short intro; on light or navy.
 * Left-aligned at every width, so it starts where the section's text and cards start (the heading rule in
 * docs/decisions/design-system.md); a tests/html check fails on a centred section heading.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  level = 2,
  wide = false,
  tone = "light",
}: SectionHeadingProps) {
  const H = level === 2 ? "h2" : "h3";
  const colour = TONE[tone];
  const width = wide ? "max-w-3xl" : "max-w-2xl";
  return (
    <div className={width}>
      {/* The eyebrow only restates the section's context; phones skip it to keep pages short. */}
      {eyebrow && (
        <p className={`hidden text-sm font-semibold tracking-widest uppercase sm:block ${colour.eyebrow}`}>{eyebrow}</p>
      )}
      <H
        id={id}
        className={`text-title font-extrabold tracking-tight sm:text-title-lg ${colour.title} ${wide ? "sm:mt-1" : "text-balance sm:mt-2"}`}
      >
        {title}
      </H>
      {children && (
        <div className={`${wide ? "mt-2" : "mt-3"} leading-relaxed sm:text-lg ${colour.intro}`}>{children}</div>
      )}
    </div>
  );
}
