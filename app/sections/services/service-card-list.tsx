import { IconList } from "~/components/icon-list";
import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { Picture } from "~/components/picture";
import type { ServiceCard } from "~/content/service-pages";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const serviceCardListWords = words("serviceCardListWords", { tips: "Tips" });

/** /our-services: one card per service, image and text alternating sides on wide screens. */
export function ServiceCardList({ cards: english }: { cards: readonly ServiceCard[] }) {
  const cards = useTranslated(english);
  const w = useTranslated(serviceCardListWords);
  return (
    <ul className="grid gap-10 lg:gap-14">
      {cards.map((card, i) => {
        const flipped = i % 2 === 1;
        return (
          <li key={card.id} id={card.id}>
            <article
              aria-labelledby={`card-${card.id}`}
              className="grid overflow-hidden rounded-xl border border-line bg-white shadow-card md:grid-cols-2"
            >
              <div
                className={`flex items-center justify-center bg-brand-50 p-6 sm:p-10 ${flipped ? "md:order-last" : ""}`}
              >
                <Picture
                  slot={card.image}
                  decorative
                  sizes="(min-width: 768px) 28rem, 92vw"
                  className="h-auto w-full max-w-md rounded-lg"
                />
              </div>
              <div className="flex flex-col p-6 sm:p-10">
                <h2
                  id={`card-${card.id}`}
                  className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
                >
                  {card.title}
                </h2>
                <p className="mt-3 leading-relaxed text-ink">{card.description}</p>
                <h3 className="mt-6 text-sm font-semibold tracking-widest text-accent-600 uppercase">{w.tips}</h3>
                <IconList items={card.tips} className="mt-3 space-y-2 text-sm text-ink-muted" />
                <div className="mt-auto pt-8">
                  <Link to={card.path} className="btn-outline" aria-describedby={`card-${card.id}`}>
                    {card.linkLabel}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
