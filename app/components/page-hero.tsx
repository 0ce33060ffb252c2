import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** The main action when it is a link to a part of this page, such as its form; stands before `actions`. */
  jump?: { href: `#${string}`; label: string };
}

/** The banner at the top of inner pages: the page's one <h1> and a short intro. */
export function PageHero({ eyebrow, title, children, actions, jump }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{children}</div>}
        {(jump || actions) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {jump && (
              <a href={jump.href} className="btn-primary">
                {jump.label}
              </a>
            )}
            {actions}
          </div>
        )}
      </div>
    </section>
  );
}
