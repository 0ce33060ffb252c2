import { ButtonLinks } from "./button-links";

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
      <ButtonLinks
        primary={{ to: "/", label: "Go to the home page" }}
        secondary={{ to: "/our-services", label: "See our services" }}
      />
    </section>
  );
}
