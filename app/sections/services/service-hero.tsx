import { type ReactNode, useState } from "react";

import { GuaranteeLink } from "~/components/guarantee-link";
import { BadgeCheck, Phone, ShieldCheck, Star } from "~/components/icons";
import { ProofPanel } from "~/components/proof-panel";
import { RatingBasis } from "~/components/rating-basis";
import type { ServicePageWords } from "~/content/service-content";
import { CallDialog } from "~/forms/call-dialog";
import { QuotePopupButton } from "~/forms/lazy-quote-popup";
import { QuoteCardForm } from "~/forms/quote-card-form";

interface ServiceHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The template's words (content/<language>/service-page.json). */
  words: ServicePageWords["hero"];
  /** What phones and tablets see of the page's picture, under the buttons (hero-picture). */
  picture?: ReactNode;
}

/** Service-page hero: the page's <h1>, 'Get Free Quote' and 'Call Now' pop-ups, and the embedded quote card. */
export function ServiceHero({ eyebrow, title, intro, words: w, picture }: ServiceHeroProps) {
  const [callOpen, setCallOpen] = useState(false);

  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="container-page grid items-start gap-8 py-8 sm:gap-10 sm:py-16 lg:grid-cols-12 lg:gap-12 lg:py-20">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl leading-relaxed text-brand-100 sm:mt-5 sm:text-lg">{intro}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <QuotePopupButton>{w.getFreeQuote}</QuotePopupButton>
            <button type="button" className="btn-ghost" aria-haspopup="dialog" onClick={() => setCallOpen(true)}>
              <Phone aria-hidden="true" className="size-4" />
              {w.callNow}
            </button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-brand-100 sm:mt-8 sm:gap-y-3">
            <li className="flex items-center gap-2">
              <BadgeCheck aria-hidden="true" className="size-5 text-accent-400" />
              {w.ibaApproved}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-accent-400" />
              <GuaranteeLink className="hover:text-white" />
            </li>
            <li className="flex items-center gap-2">
              <Star aria-hidden="true" className="size-5 text-accent-400" />
              <span>
                {w.rated} <RatingBasis />
              </span>
            </li>
          </ul>
          {picture}
          {/* Beside the tall quote card from 1024 px, so the text column does not stop short of it. */}
          <ProofPanel proofs={["reply", "phoneHours", "officeHours", "years", "iba", "gstin"]} wide className="mt-8" />
        </div>
        <div className="lg:col-span-5">
          {/* The card titles itself 'Want to relocate easy & fast?'. */}
          <QuoteCardForm />
        </div>
      </div>
      {/* The first paint waits for this mark (root.tsx). */}
      <span id="first-screen-end" hidden />
      <CallDialog open={callOpen} onClose={() => setCallOpen(false)} />
    </section>
  );
}
