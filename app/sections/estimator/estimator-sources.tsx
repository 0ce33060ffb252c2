import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

/** Each source's published table, in the order of `estimatorSourcesWords.sources`. */
const SOURCE_PATHS = [
  "/#prices-title",
  "/network",
  "/home-shifting",
  "/vehicle-shifting",
  "/defence-relocation",
  "/fine-arts-relocation",
  "/warehousing",
];

export const estimatorSourcesWords = words("estimatorSourcesWords", {
  title: "Where the figures come from",
  intro:
    "The estimator reads the same price tables we publish on our service pages; it adds nothing of its own. Distances between cities are approximate: the straight line between our offices, stretched for the road. Your exact price comes after a free survey of what is moving.",
  sources: [
    {
      title: "Local shifting",
      text: "Transport, packing, unpacking and labour within one city, 1 BHK to office.",
    },
    {
      title: "National shifting from Kolkata",
      text: "Fixed figures for Delhi, Mumbai/Pune, Bangalore, Ranchi, Chennai and Ahmedabad.",
    },
    {
      title: "Home shifting by distance",
      text: "Every other city pair, by road-distance band and home size.",
    },
    {
      title: "Car and bike transport",
      text: "Five car types and seven bike classes, by distance band.",
    },
    {
      title: "Defence relocation",
      text: "Moves on posting, by distance band and household size.",
    },
    {
      title: "Fine arts",
      text: "Crated art and antiques, by distance band and collection size.",
    },
    { title: "Warehousing", text: "Moving goods into or out of storage, by distance band." },
  ],
});

/** Where every figure comes from: the published tables (also the no-script fallback). */
export function EstimatorSources() {
  const w = useTranslated(estimatorSourcesWords);
  return (
    <Section labelledBy="sources-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="sources-title" title={w.title} wide>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {w.sources.map((s, i) => (
            <li key={s.title}>
              <Link
                to={SOURCE_PATHS[i]!}
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
