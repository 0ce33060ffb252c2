import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";

const SOURCES = [
  {
    to: "/#prices-title",
    title: "Local shifting",
    text: "Transport, packing, unpacking and labour within one city, 1 BHK to office.",
  },
  {
    to: "/network",
    title: "National shifting from Kolkata",
    text: "Fixed figures for Delhi, Mumbai/Pune, Bangalore, Ranchi, Chennai and Ahmedabad.",
  },
  {
    to: "/home-shifting",
    title: "Home shifting by distance",
    text: "Every other city pair, by road-distance band and home size.",
  },
  {
    to: "/vehicle-shifting",
    title: "Car and bike transport",
    text: "Five car types and seven bike classes, by distance band.",
  },
  {
    to: "/defence-relocation",
    title: "Defence relocation",
    text: "Moves on posting, by distance band and household size.",
  },
  {
    to: "/fine-arts-relocation",
    title: "Fine arts",
    text: "Crated art and antiques, by distance band and collection size.",
  },
  { to: "/warehousing", title: "Warehousing", text: "Moving goods into or out of storage, by distance band." },
];

/** Where every figure comes from: the published tables (also the no-script fallback). */
export function EstimatorSources() {
  return (
    <Section labelledBy="sources-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="sources-title" title="Where the figures come from" align="left" wide>
          <p>
            The estimator reads the same price tables we publish on our service pages; it adds nothing of its own.
            Distances between cities are approximate: the straight line between our offices, stretched for the road.
            Your exact price comes after a free survey of what is moving.
          </p>
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOURCES.map((s) => (
            <li key={s.title}>
              <Link
                to={s.to}
                className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-card hover:border-brand-300"
              >
                <span className="flex items-center justify-between gap-2 font-bold text-brand-900">
                  {s.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-accent-600 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-1 text-sm text-ink-muted">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
