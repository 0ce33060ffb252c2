import { Link } from "react-router";

/** Shown for any path the site does not have; the server sends it with HTTP 404. */
export function NotFoundContent() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 sm:text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 max-w-lg text-ink-muted">
        The address may be mistyped, or the page may have moved. Everything we offer is one click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/our-services" className="btn-outline">
          See our services
        </Link>
      </div>
    </section>
  );
}
