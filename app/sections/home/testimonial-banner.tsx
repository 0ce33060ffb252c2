import { useState } from "react";

import { CarouselControls } from "~/components/carousel-controls";
import { Quote, Star } from "~/components/icons";
import { SectionHeading } from "~/components/section-heading";
import { monthAndYear } from "~/content/calendar";
import { type BannerTestimonial, type HomeWords, TESTIMONIAL_INTERVAL_MS } from "~/content/home";
import { filled } from "~/content/placeholders";
import { useCalendar } from "~/hooks/use-calendar";
import { useAutoAdvance, usePlayState } from "~/hooks/use-carousel";

/** Which slide a slide is, a function of what the banner shows, so script. */
interface TestimonialBannerProps {
  /** In the page's language (its loader's data). */
  words: HomeWords["testimonialsSection"];
  items: readonly BannerTestimonial[];
  /** SPEC §9: 5000 ms. */
  interval?: number;
}

/**
 * The rotating testimonial banner (SPEC §4): one text at a time, advancing every 5 s and wrapping;
 * previous/next wrap too. Stops rotating for reduced motion or the pause button; while it is not
 * rotating, changes are announced politely (while rotating they are not, as the WAI carousel pattern advises).
 */
export function TestimonialBanner({ words, items, interval = TESTIMONIAL_INTERVAL_MS }: TestimonialBannerProps) {
  const w = words;
  const calendar = useCalendar();
  const [index, setIndex] = useState(0);
  const { playing, toggle } = usePlayState();
  const count = items.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  useAutoAdvance(playing, interval, () => go(1), index);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonial-banner-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
      data-index={index}
    >
      <Quote className="pointer-events-none absolute -top-6 -left-6 size-48 text-white/5" aria-hidden="true" />
      <div className="relative container-page section-y">
        {/* Heading beside the quotes from lg, so the band has no empty half. */}
        <div className="lg:grid lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="testimonial-banner-title" eyebrow={w.eyebrow} title={w.title} tone="dark" />
            <div className="mt-4 flex gap-1 text-accent-400" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-5 fill-current" />
              ))}
            </div>
          </div>
          <div>
            {/* Every text sits in the same grid cell, so the banner is as tall as the longest one and never jumps. */}
            <div className="mt-8 grid lg:mt-0" aria-live={playing ? "off" : "polite"} aria-atomic="false">
              {items.map((t, i) => {
                const current = i === index;
                return (
                  <figure
                    key={t.id}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={filled(w.slide, { n: String(i + 1), count: String(count) })}
                    aria-hidden={!current}
                    inert={!current}
                    className={`col-start-1 row-start-1 transition-all ${current ? "visible translate-y-0 opacity-100 delay-300 duration-500" : "invisible translate-y-2 opacity-0 duration-300"}`}
                  >
                    <blockquote className="text-lg leading-relaxed font-medium text-balance sm:text-2xl">
                      <p>“{t.text}”</p>
                    </blockquote>
                    <figcaption className="mt-5 text-sm text-brand-100">
                      <span className="font-bold text-white">{t.name}</span> · {t.place} ·{" "}
                      <time dateTime={t.date}>{monthAndYear(t.date, calendar)}</time>
                    </figcaption>
                  </figure>
                );
              })}
            </div>
            <div className="mt-8 flex flex-col items-start gap-4">
              <div className="flex gap-2" aria-hidden="true">
                {items.map((t, i) => (
                  <span
                    key={t.id}
                    className={`h-1.5 rounded-full transition-all ${i === index ? "w-6 bg-accent-400" : "w-1.5 bg-white/40"}`}
                  />
                ))}
              </div>
              <CarouselControls
                subject={w.subject}
                tone="dark"
                playing={playing}
                onToggle={toggle}
                onPrev={() => go(-1)}
                onNext={() => go(1)}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
