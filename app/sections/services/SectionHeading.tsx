import type { ReactNode } from "react";

/** A section's <h2> with an optional eyebrow and intro, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-3 text-lg leading-relaxed text-ink-muted">{children}</div>}
    </div>
  );
}
