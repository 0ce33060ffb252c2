import { useLoaderData } from "react-router";

import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { RatingBasis } from "~/components/rating-basis";
import { site } from "~/config/site";
import { ratingText } from "~/content/facts";
import { testimonialsIn } from "~/content/testimonials";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { TestimonialGrid } from "~/sections/testimonials/testimonial-grid";

import type { Route } from "./+types/testimonials";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/testimonials";

/** The page's own words, which each language translates (app/locales/<code>/pages/testimonials.ts). */
export const testimonialsWords = words("testimonialsWords", {
  title: "Customer Testimonials",
  description:
    "Read what families and companies say about moving with us: real reviews of home, office and vehicle moves across India.",
  eyebrow: `Rated ${ratingText} by our customers`,
  heading: (brand: string) => `Happy customers of ${brand}`,
  intro: "What families, officers and companies across India say after moving with us.",
  /** After the rating and what it is based on. */
  ratingAfter: ". Every review below names the move it describes and when it happened.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/testimonials.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(testimonialsWords).title,
    description: t(testimonialsWords).description,
    path: PATH,
  }));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageWords(request, "testimonials")),
  testimonials: await testimonialsIn(localeOfRequest(request)),
});

export default function Testimonials() {
  const w = useTranslated(testimonialsWords);
  const strings = useStrings();
  const { testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading(site.brand)}
        proofs={["rating", "years", "iba"]}
        actions={
          <Link to="/free-estimate" className="btn-primary">
            {strings.getFreeQuote}
          </Link>
        }
      >
        <p>{w.intro}</p>
        <p className="mt-2 text-sm">
          {ratingText} <RatingBasis />
          {w.ratingAfter}
        </p>
      </PageHero>
      <TestimonialGrid testimonials={testimonials} />
    </>
  );
}
