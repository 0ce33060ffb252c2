import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { CarouselControls } from "~/components/carousel-controls";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { type Client, CLIENT_INTERVAL_MS, CLIENT_LOGO_SIZE, type HomeWords } from "~/content/home";
import { filled } from "~/content/placeholders";
import { useAutoAdvance, usePlayState } from "~/hooks/use-carousel";
import { useHydrated } from "~/hooks/use-hydrated";

/** Most logos in view at once (SPEC §9: 7 from 1024 px); that many copies close the loop. */
const MAX_PER_VIEW = 7;
/** Matches duration-500 on the slides. */
const SLIDE_MS = 500;

interface ClientLogoSliderProps {
  /** In the page's language (its loader's data). */
  words: HomeWords["clientsSection"];
  items: readonly Client[];
  /** SPEC §9: 2500 ms. */
  interval?: number;
}

/**
 * 'Happy Clients': a looping strip of client logos (SPEC §4, §9). It advances one logo every 2.5 s,
 * 20 px between logos (px-2.5 each side), 2 per view below 768 px, 4 from 768 px and 7 from 1024 px, and
 * keeps going on hover and touch. Reduced motion or the pause button stop it; the arrows move it by hand.
 * The loop: the first logos are repeated after the last; on reaching the copy of the first logo the strip
 * jumps back to the original without animation, which looks identical.
 */
export function ClientLogoSlider({ words, items, interval = CLIENT_INTERVAL_MS }: ClientLogoSliderProps) {
  const w = words;
  const { title } = w;
  const count = items.length;
  // `moves` counts moves (not the silent loop jump), so the 2.5 s rhythm is kept across the jump.
  const [pos, setPos] = useState({ index: 0, animate: true, moves: 0 });
  const { playing, toggle } = usePlayState();
  const trackRef = useRef<HTMLUListElement>(null);
  // The pre-rendered logos load lazily, so they do not compete with the first paint; once the strip
  // has hydrated (the visitor's first scroll or input) all of them load, before they slide into view.
  const eager = useHydrated();
  const snapTimer = useRef<number | undefined>(undefined);

  /** Jump without animation to `from`, let the browser apply it, then slide to `to`. */
  const jumpThenSlide = (from: number, to: number) => {
    flushSync(() => setPos((p) => ({ ...p, index: from, animate: false })));
    void trackRef.current?.offsetWidth; // style flush: the jump is not animated
    setPos((p) => ({ index: to, animate: true, moves: p.moves + 1 }));
  };

  const move = (step: 1 | -1) => {
    window.clearTimeout(snapTimer.current);
    const at = pos.index;
    if (step === 1 && at >= count) return jumpThenSlide(0, 1);
    if (step === -1 && at <= 0) return jumpThenSlide(count, count - 1);
    const to = at + step;
    setPos((p) => ({ index: to, animate: true, moves: p.moves + 1 }));
    if (to === count) {
      // On the copy of the first logo: once the slide has finished, swap to the original.
      snapTimer.current = window.setTimeout(() => setPos((p) => ({ ...p, index: 0, animate: false })), SLIDE_MS);
    }
  };

  useAutoAdvance(playing, interval, () => move(1), pos.moves);

  const slides = [...items, ...items.slice(0, MAX_PER_VIEW)];
  const shown = pos.index % count;

  return (
    <Section labelledBy="clients-title" tone="surface">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="clients-title" eyebrow={w.eyebrow} title={title}>
            {/* A line a phone can do without. */}
            <p className="hidden sm:block">{w.intro}</p>
          </SectionHeading>
          <CarouselControls
            subject={w.subject}
            playing={playing}
            onToggle={toggle}
            onPrev={() => move(-1)}
            onNext={() => move(1)}
          />
        </div>
        <div
          className="mt-6 overflow-hidden sm:mt-10"
          aria-roledescription="carousel"
          aria-label={filled(w.region, { title })}
          role="region"
        >
          <p className="sr-only" aria-live={playing ? "off" : "polite"}>
            {filled(w.firstInView, { name: items[shown]?.name ?? "", n: String(shown + 1), count: String(count) })}
          </p>
          <ul ref={trackRef} className="-mx-2.5 flex" data-index={pos.index}>
            {slides.map((c, i) => {
              const copy = i >= count;
              return (
                <li
                  key={`${c.id}-${i}`}
                  aria-hidden={copy || undefined}
                  className={`shrink-0 basis-1/2 px-2.5 md:basis-1/4 lg:basis-1/7 ${pos.animate ? "transition-transform duration-500 ease-out" : ""}`}
                  style={{ transform: `translateX(-${pos.index * 100}%)` }}
                >
                  <div className="flex h-24 items-center justify-center rounded-xl border border-line bg-white px-3 shadow-card">
                    <img
                      src={c.logo}
                      alt={copy ? "" : filled(w.logoAlt, { name: c.name, nameOf: c.forms?.of ?? c.name })}
                      width={CLIENT_LOGO_SIZE.width}
                      height={CLIENT_LOGO_SIZE.height}
                      loading={eager ? "eager" : "lazy"}
                      decoding="async"
                      className="h-auto max-h-14 w-full object-contain"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Section>
  );
}
