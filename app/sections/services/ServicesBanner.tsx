import { Link } from "react-router";

import { ArrowRight } from "~/components/icons";

/** Full-width band sending visitors to the services listing. */
export function ServicesBanner({ text }: { text: string }) {
  return (
    <section aria-labelledby="services-banner-heading" className="bg-accent-600 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-10 sm:py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="services-banner-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            One mover for the whole move
          </h2>
          <p className="mt-2 text-accent-50">{text}</p>
        </div>
        <Link to="/our-services" className="btn shrink-0 bg-white text-accent-700 hover:bg-accent-50">
          Check Our Services
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
