import type { ComponentProps } from "react";

import { Quote } from "~/components/icons";
import { Link } from "~/components/link";
import { monthAndYear } from "~/content/calendar";
import type { Review } from "~/content/testimonials";
import { useCalendar } from "~/hooks/use-calendar";
import { useStrings } from "~/i18n/strings";

interface TestimonialCardProps extends ComponentProps<"figure"> {
  testimonial: Review;
  /** Name the reviewed service with a link to its page (when it is one of the services). */
  linkService?: boolean;
  /** "large": roomier padding and text from small screens up, for a page of reviews. */
  size?: "regular" | "large";
}

/**
 * One customer review as a white card: quote, name and city, optionally the service it was about.
 * Extra figure props (ref, style, data attributes) pass through, e.g. for an entrance animation.
 */
export function TestimonialCard({
  testimonial: t,
  linkService = false,
  size = "regular",
  className = "",
  ...figure
}: TestimonialCardProps) {
  const { services } = useStrings();
  const calendar = useCalendar();
  const service = linkService ? services.find((s) => s.path === t.service)?.name : undefined;
  const large = size === "large";
  return (
    <figure
      {...figure}
      className={`flex w-full flex-col rounded-xl border border-line bg-white p-card shadow-card ${large ? "sm:p-8" : "sm:p-6"} ${className}`}
    >
      <Quote className="size-8 text-accent-500" aria-hidden="true" />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-ink ${large ? "sm:text-lg" : ""}`}>
        <p>“{t.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-line pt-4">
        <span>
          <span className="block font-bold text-brand-900">{t.name}</span>
          <span className="block text-sm text-ink-muted">{t.city}</span>
          <span className="block text-sm text-ink-muted" data-testid="review-move">
            {t.move} · <time dateTime={t.date}>{monthAndYear(t.date, calendar)}</time>
          </span>
        </span>
        {service && (
          <Link
            to={t.service}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            {service}
          </Link>
        )}
      </figcaption>
    </figure>
  );
}
