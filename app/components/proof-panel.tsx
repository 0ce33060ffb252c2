import type { ReactNode } from "react";

import { site } from "~/config/site";
import { ratingText } from "~/content/facts";
import { filled } from "~/content/placeholders";
import { formatPrice } from "~/content/prices/types";
import type { HeroFact } from "~/lib/hero-facts";

import { useComponentWords } from "./component-words";
import { BadgeCheck, BadgeIndianRupee, Clock, FileCheck2, Headset, Mail, PhoneCall, Star, Timer } from "./icons";
import { useLocalMoveFrom } from "./layout-data";
import { RatingBasis } from "./rating-basis";

/** The proofs a page can pick, each read from the content modules or the site configuration. */
export type ProofKind =
  "rating" | "reply" | "phoneHours" | "officeHours" | "priceFrom" | "gst" | "gstin" | "iba" | "domains" | "years";

interface Proof {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: typeof Star;
  /** A registration number or an address: Latin, spaced to compare, on translated pages too. */
  code?: boolean;
  /** Shown on phones and tablets as well; the other proofs show only beside the title from 1024 px. */
  compact?: boolean;
}

/** Each proof in the page's language. */
function useProofs(): Record<ProofKind, Proof> {
  const w = useComponentWords("proofPanel");
  const facts = useComponentWords("heroFacts");
  const host = new URL(site.url).host;
  const emailDomain = site.email.slice(site.email.lastIndexOf("@") + 1);
  const low = useLocalMoveFrom();
  return {
    rating: { label: w.rating, value: ratingText, note: <RatingBasis />, icon: Star },
    reply: { label: facts.quoteReply, value: facts.reply, icon: Timer },
    phoneHours: { label: facts.phoneLines, value: facts.phoneHours, icon: PhoneCall },
    officeHours: { label: facts.officeOpen, value: facts.officeHours, icon: Clock },
    priceFrom: {
      label: facts.localMove,
      value: low === undefined ? "" : filled(facts.from, { price: formatPrice({ fixed: low }) }),
      icon: BadgeIndianRupee,
    },
    gst: { label: w.gst, value: w.beforeGst, icon: FileCheck2 },
    gstin: { label: "GSTIN", value: site.identity.gstin, icon: FileCheck2, code: true },
    iba: { label: w.ibaCode, value: site.identity.ibaCode, icon: BadgeCheck, code: true },
    domains: { label: w.domains, value: host, note: `@${emailDomain}`, icon: Mail, code: true },
    years: { label: w.years, value: w.yearsValue, icon: Headset },
  };
}

/**
 * The classes that let the last of `count` tiles fill its row, in a grid of two columns on phones and three from
 * 640 px, so that no cell is left empty (three tiles on a phone: the third spans the row).
 */
export function lastTileSpan(count: number) {
  return [count % 2 === 1 ? "max-sm:col-span-2" : "", ["", "sm:col-span-3", "sm:col-span-2"][count % 3]].join(" ");
}

interface ProofPanelProps {
  /** The page's own figures (lib/hero-facts), first and shown at every width. */
  facts?: HeroFact[];
  /** The proofs the page picks, shown beside the title from 1024 px. */
  proofs?: readonly ProofKind[];
  /** Two columns from 1024 px, for a panel under a text column rather than beside it. */
  wide?: boolean;
  className?: string;
}

/**
 * What a visitor came to check, beside an inner page's title where a picture would stand: the page's figures and
 * the proofs it picks (rating and its basis, registration numbers, the reply time, a price from), every one read
 * from the content modules or the site configuration. On phones and tablets only the page's figures show, as
 * compact tiles under the intro, so the page grows no longer there.
 */
export function ProofPanel({ facts = [], proofs = [], wide = false, className = "" }: ProofPanelProps) {
  const all = useProofs();
  const items: Proof[] = [
    // A figure that is also a proof (the reply time, the phone hours) takes that proof's icon.
    ...facts.map((f) => ({
      ...f,
      icon: Object.values(all).find((p) => p.label === f.label)?.icon ?? BadgeCheck,
      compact: true,
    })),
    ...proofs.map((kind) => all[kind]).filter((p) => p.value !== "" && !facts.some((f) => f.label === p.label)),
  ];
  if (items.length === 0) return null;
  // Below 1024 px the page's figures fill their rows; from there every tile shows, in one column or, wide, in two.
  // A wide panel sets three tiles in one row and any other number in two columns; a registration number needs
  // the width of two to stay on one line.
  const inThrees = items.length % 3 === 0 && !items.some((item) => item.code);
  const wideColumns = inThrees ? "lg:grid-cols-3" : "lg:grid-cols-2";
  const spans = (i: number) =>
    [
      i === facts.length - 1 ? lastTileSpan(facts.length) : "",
      wide && !inThrees && i === items.length - 1 && items.length % 2 === 1 ? "lg:col-span-2" : "lg:col-span-1",
    ].join(" ");
  return (
    <dl
      className={`${facts.length ? "grid" : "hidden lg:grid"} max-w-2xl grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:max-w-none lg:self-start ${wide ? `${wideColumns} lg:gap-x-8 lg:py-4` : "lg:grid-cols-1 lg:gap-0 lg:py-2"} lg:rounded-2xl lg:border lg:border-white/15 lg:bg-white/10 lg:px-6 ${className}`}
      data-testid="proof-panel"
    >
      {items.map(({ label, value, note, icon: Icon, code, compact }, i) => (
        <div
          key={label}
          className={`${compact ? "" : "hidden lg:block"} ${spans(i)} rounded-lg border border-white/15 bg-white/10 px-3 py-2 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-0 ${wide ? "lg:py-3" : "lg:border-b lg:py-3 lg:last:border-b-0"}`}
        >
          <dt className="flex items-center gap-2 text-xs text-brand-100 lg:text-sm">
            <Icon aria-hidden="true" className="hidden size-5 shrink-0 text-accent-400 lg:block" />
            {label}
          </dt>
          <dd
            lang={code ? "en" : undefined}
            className={`mt-0.5 font-bold break-words text-white lg:ml-7 ${code ? "font-mono tracking-wide lg:text-base" : "lg:text-lg"}`}
          >
            {value}
          </dd>
          {note && <dd className="mt-0.5 text-sm text-brand-100 lg:ml-7">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
