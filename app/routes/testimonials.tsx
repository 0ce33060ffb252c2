import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { RatingBasis } from "~/components/rating-basis";
import { WithParts } from "~/components/with-parts";
import { testimonialsIn } from "~/content/testimonials";
import { useStrings } from "~/i18n/strings";
import { TestimonialGrid } from "~/sections/testimonials/testimonial-grid";

import type { Route } from "./+types/testimonials";
import { inlinePicture, localeOfRequest, pageCalendar, pageFacts, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/testimonials";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/testimonials-page.json with the
 * company's name and rating, and the reviews with the calendar their dates are written in: the page's data
 * carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const locale = localeOfRequest(request);
  const [content, testimonials] = await Promise.all([
    pageWordsIn("testimonials-page", locale, await pageFacts(request), ["basis", "shown", "total", "count"]),
    testimonialsIn(locale),
  ]);
  return {
    content,
    testimonials,
    heroPicture: await inlinePicture("testimonials", PHONE_HERO_WIDTH),
    ...(await pageCalendar(request)),
  };
}

export default function Testimonials({ loaderData: { content, testimonials, heroPicture } }: Route.ComponentProps) {
  const { hero } = content;
  const strings = useStrings();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        image="testimonials"
        inline={heroPicture}
        proofs={["rating", "years", "iba"]}
        actions={
          <Link to="/free-estimate" className="btn-primary">
            {strings.getFreeQuote}
          </Link>
        }
      >
        <p>{hero.intro}</p>
        <p className="mt-2 text-sm">
          <WithParts text={hero.rating} parts={{ basis: <RatingBasis /> }} />
        </p>
      </PageHero>
      <TestimonialGrid words={content.reviews} testimonials={testimonials} />
    </>
  );
}
