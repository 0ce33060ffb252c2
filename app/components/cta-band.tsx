import type { ReactNode } from "react";

// Literal class names, so that Tailwind finds them.
const TONES = {
  accent: { box: "bg-accent-600 text-white", title: "", text: "text-accent-50" },
  navy: { box: "bg-brand-900 text-white", title: "", text: "text-brand-100" },
  tint: { box: "bg-brand-50", title: "text-brand-900", text: "text-ink-muted" },
} as const;

const ROW = "flex flex-col items-start gap-4 sm:gap-6 md:flex-row md:items-center md:justify-between";

interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  tone: keyof typeof TONES;
  /** A rounded panel inside the page's width instead of a full-width band. */
  panel?: boolean;
  /** The band's buttons and links. */
  children: ReactNode;
}

/** A closing call to action: a short heading and line of text beside its buttons, as a band or a panel. */
export function CtaBand({ id, title, text, tone, panel = false, children }: CtaBandProps) {
  const look = TONES[tone];
  const body = (
    <>
      <div className="max-w-2xl">
        <h2 id={id} className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${look.title}`}>
          {title}
        </h2>
        <p className={`mt-2 ${look.text}`}>{text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
    </>
  );
  return panel ? (
    <section aria-labelledby={id} className="section-y">
      <div className={`container-page ${ROW}`}>
        <div className={`w-full rounded-xl p-8 sm:p-10 ${look.box} ${ROW}`}>{body}</div>
      </div>
    </section>
  ) : (
    <section aria-labelledby={id} className={look.box}>
      <div className={`container-page py-8 sm:py-12 ${ROW}`}>{body}</div>
    </section>
  );
}
