import type { HTMLAttributes, ReactNode } from "react";

const TONES = {
  white: "border-line bg-white shadow-card",
  surface: "border-line bg-surface",
  tint: "border-brand-100 bg-brand-50",
} as const;

/** compact keeps the phone padding on wide screens too (lists of many small cards). */
const PADDING = { default: "p-card sm:p-card-lg", compact: "p-4 sm:p-card", none: "" } as const;

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "className"> {
  as?: "div" | "li" | "article";
  tone?: keyof typeof TONES;
  padding?: keyof typeof PADDING;
  className?: string;
  children: ReactNode;
}

/** The site's one card: rounded and bordered, on white with a soft shadow, or a flat surface or tint. */
export function Card({
  as: Tag = "div",
  tone = "white",
  padding = "default",
  className = "",
  children,
  ...rest
}: CardProps) {
  const classes = ["rounded-xl border", TONES[tone], PADDING[padding], className].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
