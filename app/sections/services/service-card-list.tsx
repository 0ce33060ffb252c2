import { IconList } from "~/components/icon-list";
import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { Picture } from "~/components/picture";
import type { ServiceCard } from "~/content/service-content";

/**
 * /our-services: one card per service, image and text alternating sides on wide screens. A phone crops the
 * drawing to a band and folds each card's tips behind "Tips", so that ten cards stay within the page's budget.
 */
export function ServiceCardList({ cards, tips }: { cards: readonly ServiceCard[]; tips: string }) {
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
                className={`flex items-center justify-center bg-brand-50 p-3 sm:p-10 ${flipped ? "md:order-last" : ""}`}
              >
                <Picture
                  slot={card.image}
                  decorative
                  sizes="(min-width: 768px) 28rem, 92vw"
                  className="aspect-5/2 h-auto w-full max-w-md rounded-lg object-cover sm:aspect-auto"
                />
              </div>
              <div className="flex flex-col p-5 sm:p-10">
                <h2
                  id={`card-${card.id}`}
                  className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
                >
                  {card.title}
                </h2>
                <p className="mt-3 leading-relaxed text-ink">{card.description}</p>
                {/* On phones the fold's summary names the tips, so the heading shows from `sm` up. */}
                <PhoneFold summary={tips} className="mt-3 sm:mt-6">
                  <h3 className="hidden text-sm font-semibold tracking-widest text-accent-600 uppercase sm:block">
                    {tips}
                  </h3>
                  <IconList items={card.tips} className="mt-2 space-y-2 text-sm text-ink-muted sm:mt-3" />
                </PhoneFold>
                <div className="mt-auto pt-5 sm:pt-8">
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
