import type { ReactNode } from "react";

import { ButtonLinks } from "./button-links";
import { PageHero } from "./page-hero";
import type { ProofKind } from "./proof-panel";
import { Section } from "./section";
import { SpotDrawing } from "./spot-drawing";

interface RequestReceivedProps {
  eyebrow: string;
  title: string;
  /** The hero's line under the title. */
  intro: string;
  /** The confirmation card's heading. */
  heading: string;
  /** What to do meanwhile, with the numbers to call. */
  children: ReactNode;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  /** What the hero's panel states beside the title: by default when a quote comes and when the phones answer. */
  proofs?: readonly ProofKind[];
}

/** The page a form's post lands on: a hero, then a card that confirms the request and offers two ways on. */
export function RequestReceived({
  eyebrow,
  title,
  intro,
  heading,
  children,
  primary,
  secondary,
  proofs = ["reply", "phoneHours"],
}: RequestReceivedProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} proofs={proofs}>
        <p>{intro}</p>
      </PageHero>
      <Section className="container-page">
        <div className="mx-auto max-w-2xl rounded-xl border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <SpotDrawing spot="received" />
          <h2 className="mt-2 text-2xl font-extrabold text-brand-900">{heading}</h2>
          <p className="mt-3 text-ink-muted">{children}</p>
          <ButtonLinks primary={primary} secondary={secondary} />
        </div>
      </Section>
    </>
  );
}
