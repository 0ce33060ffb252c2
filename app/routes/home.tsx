import { Link } from "react-router";
import { PageHero } from "~/components/PageHero";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Packers and Movers in India",
    description: `${site.brand}: fast, safe and affordable home, office and vehicle relocation across India. IBA approved, 10+ years, free quote.`,
    path: "/",
  });

export default function Home() {
  return (
    <PageHero
      eyebrow="IBA approved · 10+ years · Rated 4.9/5"
      title="Fast, safe and affordable relocation across India"
      actions={
        <>
          <Link to="/free-estimate" className="btn-primary">
            Get a Quote
          </Link>
          <Link to="/about" className="btn-outline">
            Learn More
          </Link>
        </>
      }
    >
      <p>Home, office, car and bike moves with trained crews, multi-layer packing and a 100% safety guarantee. Your quote is free.</p>
    </PageHero>
  );
}
