import type { ReactNode } from "react";

import type { InlinePicture } from "~/content/images";
import type { HeroFact } from "~/lib/hero-facts";

import { Picture, WIDE } from "./picture";
import { lastTileSpan, type ProofKind, ProofPanel } from "./proof-panel";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** The page's photo slot (app/content/images.ts), beside the title on wide screens. */
  image?: string;
  /**
   * The picture's phone-sized AVIF as the page's loader carries it (`inlinePicture`): with it, phones and tablets
   * show the picture too, under the buttons, in the first paint. Without it they leave the picture out.
   */
  inline?: InlinePicture | undefined;
  /** A few figures from the content modules (lib/hero-facts), under the intro. */
  facts?: HeroFact[];
  /**
   * The proofs that suit the page (components/proof-panel), shown with its figures from 1024 px: in a panel where a
   * picture would stand, or beside a picture in two columns under the intro.
   */
  proofs?: readonly ProofKind[];
  /** The main action when it is a link to a part of this page, such as its form; stands before `actions`. */
  jump?: { href: `#${string}`; label: string };
}

/**
 * The banner at the top of inner pages: the page's one <h1>, a short intro, and what a visitor came to check
 * (a price from, a transit time, the hours) with the page's picture beside it rather than an empty gradient.
 * On phones the picture follows the buttons, cut to a band, so what the visitor came to check stays in the first
 * screen; a page that does not carry it inline leaves it out there.
 */
export function PageHero({ eyebrow, title, children, actions, image, inline, facts, proofs, jump }: PageHeroProps) {
  const factList = facts && facts.length > 0 && (
    <dl className="mt-5 grid max-w-2xl grid-cols-2 gap-2 sm:mt-6 sm:grid-cols-3 sm:gap-3" data-testid="hero-facts">
      {facts.map(({ label, value }, i) => (
        <div
          key={label}
          className={`rounded-lg border border-white/15 bg-white/10 px-3 py-2 ${i === facts.length - 1 ? lastTileSpan(facts.length) : ""}`}
        >
          <dt className="text-xs text-brand-100">{label}</dt>
          <dd className="mt-0.5 font-bold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
  const actionRow = (jump || actions) && (
    // Below 1024 px the row follows the page's figures, as it does beside a picture.
    <div className="order-last mt-5 flex flex-wrap gap-3 sm:mt-8 lg:order-none">
      {jump && (
        <a href={jump.href} className="btn-primary">
          {jump.label}
        </a>
      )}
      {actions}
    </div>
  );
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={`container-page py-8 sm:py-14 lg:grid lg:grid-cols-12 lg:items-start lg:gap-12 lg:py-16 ${image ? "" : "flex flex-col"}`}
      >
        {/* Without a picture, the text column's parts are laid out with the proof panel below 1024 px, so the
            panel's figures stand under the intro and above the buttons there. */}
        <div className={image ? "lg:col-span-7" : "contents lg:col-span-7 lg:block"}>
          {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {children && (
            <div className="mt-3 max-w-2xl text-base leading-relaxed text-brand-100 sm:mt-5 sm:text-lg">{children}</div>
          )}
          {image &&
            (proofs ? (
              // The picture takes the panel's place, so the panel stands under the intro as on service pages.
              <ProofPanel facts={facts} proofs={proofs} wide className="mt-5 sm:mt-6 lg:mt-8" />
            ) : (
              factList
            ))}
          {actionRow}
        </div>
        {image ? (
          <div
            className={inline ? "mt-6 max-w-md lg:col-span-5 lg:mt-0 lg:max-w-none" : "hidden lg:col-span-5 lg:block"}
          >
            {/* The first screen's one image: eager and high priority where it shows, its phone size in the page
                itself; where the layout hides it, it costs no request. */}
            <Picture
              slot={image}
              priority
              inline={inline}
              shownWhen={inline ? undefined : WIDE}
              sizes="(min-width: 1024px) 30rem, (min-width: 640px) 28rem, 92vw"
              className="aspect-5/2 h-auto w-full rounded-2xl object-cover shadow-card lg:aspect-auto"
            />
          </div>
        ) : (
          <ProofPanel facts={facts} proofs={proofs} className="mt-5 sm:mt-6 lg:col-span-5 lg:mt-0" />
        )}
      </div>
      {/* The first paint waits for this mark (root.tsx). */}
      <span id="first-screen-end" hidden />
    </section>
  );
}
