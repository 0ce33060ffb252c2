import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Background bands; the literal class names let Tailwind find them. */
const TONES = {
  plain: "",
  surface: "bg-surface",
  tint: "bg-brand-50",
  accent: "bg-accent-50",
  brand: "bg-brand-900 text-white",
} as const;

export type SectionTone = keyof typeof TONES;

type SectionProps = Omit<ComponentPropsWithoutRef<"section">, "className"> & {
  /** A landmark section names itself by its heading; a plain block (as="div") needs no name. */
  labelledBy?: string;
  tone?: SectionTone;
  as?: "section" | "div";
  /**
   * Laid out only when near the screen (docs/decisions/far-sections.md); `false` lays it out at load, for a
   * section whose skipped guess would misplace what follows it.
   */
  layoutWhenNear?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A page section: the one vertical rhythm of the site (the section-y spacing tokens) and its background band,
 * so that no page hand-repeats its own padding.
 */
export function Section({
  labelledBy,
  tone = "plain",
  as: Tag = "section",
  layoutWhenNear = true,
  className = "",
  children,
  ...rest
}: SectionProps) {
  const classes = ["section-y", layoutWhenNear && "render-when-near", TONES[tone], className].filter(Boolean).join(" ");
  return (
    <Tag aria-labelledby={labelledBy} className={classes} {...rest}>
      {children}
    </Tag>
  );
}
