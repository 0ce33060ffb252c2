import { IconList } from "~/components/icon-list";
import { ArrowRight } from "~/components/icons";
import { Link } from "~/components/link";
import { PhoneFold } from "~/components/phone-fold";
import { Picture } from "~/components/picture";
import type { ServiceCard } from "~/content/service-content";

/**
 * /our-services: one card per service, image and text alternating sides from tablets up. A phone crops the
 * drawing to a band; phones and tablets fold each card's tips behind "Tips", so that ten cards stay within the
 * page's budget and a tablet's two-column card is as tall as its picture.
 */
export function ServiceCardList({ cards, tips }: { cards: readonly ServiceCard[]; tips: string }) {
  return (
    <ul className="grid gap-4 sm:gap-10 lg:gap-14">
      {cards.map((card, i) => {
        const flipped = i % 2 === 1;
        return (
          <li key={card.id} id={card.id}>
            <article
              aria-labelledby={`card-${card.id}`}
              className="grid overflow-hidden rounded-xl border border-line bg-white shadow-card md:grid-cols-2"
            >
              <div className={`flex items-center justify-center bg-brand-50 sm:p-10 ${flipped ? "md:order-last" : ""}`}>
                <Picture
                  slot={card.image}
                  decorative
                  sizes="(min-width: 768px) 28rem, 92vw"
                  className="aspect-5/2 h-auto w-full object-cover sm:aspect-auto sm:max-w-md sm:rounded-lg"
                />
              </div>
              <div className="flex flex-col p-4 sm:p-8 lg:p-10">
                <h2
                  id={`card-${card.id}`}
                  className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
                >
                  {card.title}
                </h2>
                <p className="mt-3 leading-relaxed text-ink">{card.description}</p>
                {/* Below `lg` the fold's summary names the tips, so the heading shows from `lg` up. */}
                <PhoneFold summary={tips} until="lg" className="mt-3 lg:mt-6">
                  <h3 className="hidden text-sm font-semibold tracking-widest text-accent-600 uppercase lg:block">
                    {tips}
                  </h3>
                  <IconList items={card.tips} className="mt-2 space-y-2 text-sm text-ink-muted lg:mt-3" />
                </PhoneFold>
                <div className="mt-auto pt-4 sm:pt-6 lg:pt-8">
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
