import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Heading level: sections are h2 (h3 when nested under another section heading). */
  level?: 2 | 3;
  align?: "left" | "center";
  /** Service pages: a wider block, tighter spacing and the title wrapped as it comes. */
  wide?: boolean;
}

/** The heading block every marketing section starts with: small orange eyebrow, bold navy title, short intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  level = 2,
  align = "center",
  wide = false,
}: SectionHeadingProps) {
  const H = level === 2 ? "h2" : "h3";
  const width = wide ? "max-w-3xl" : "max-w-2xl";
  return (
    <div className={align === "center" ? `mx-auto ${width} text-center` : width}>
      {/* The eyebrow only restates the section's context; phones skip it to keep pages short (issue #15). */}
      {eyebrow && (
        <p className="hidden text-sm font-semibold tracking-widest text-accent-600 uppercase sm:block">{eyebrow}</p>
      )}
      <H
        id={id}
        className={
          wide
            ? "text-title font-extrabold tracking-tight text-brand-900 sm:mt-1 sm:text-title-lg"
            : "text-title font-extrabold tracking-tight text-balance text-brand-900 sm:mt-2 sm:text-title-lg"
        }
      >
        {title}
      </H>
      {children && (
        <div className={`${wide ? "mt-2" : "mt-3"} leading-relaxed text-ink-muted sm:text-lg`}>{children}</div>
      )}
    </div>
  );
}
