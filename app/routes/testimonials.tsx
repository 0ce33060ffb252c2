import { Link } from "react-router";

import { PageHero } from "~/components/page-hero";
import { RatingBasis } from "~/components/rating-basis";
import { site } from "~/config/site";
import { ratingText } from "~/content/facts";
import { pageMeta } from "~/lib/seo";
import { TestimonialGrid } from "~/sections/testimonials/testimonial-grid";

export const meta = () =>
  pageMeta({
    title: "Customer Testimonials",
    description:
      "Read what families and companies say about moving with us: real reviews of home, office and vehicle moves across India.",
    path: "/testimonials",
  });

export default function Testimonials() {
  return (
    <>
      <PageHero
        eyebrow={`Rated ${ratingText} by our customers`}
        title={`Happy customers of ${site.brand}`}
        actions={
          <Link to="/free-estimate" className="btn-primary">
            Get a Free Estimate
          </Link>
        }
      >
        <p>What families, officers and companies across India say after moving with us.</p>
        <p className="mt-2 text-sm">
          {ratingText} <RatingBasis />. Every review below names the move it describes and when it happened.
        </p>
      </PageHero>
      <TestimonialGrid />
    </>
  );
}
