import type { NotFoundContent as Words } from "~/content/schemas/pages";

import { ButtonLinks } from "./button-links";

/** Shown for any path the site does not have; the server sends it with HTTP 404. The words are the page's data. */
export function NotFoundContent({ words: w }: { words: Words["message"] }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 sm:text-4xl">{w.title}</h1>
      <p className="mt-4 max-w-lg text-ink-muted">{w.text}</p>
      <ButtonLinks primary={{ to: "/", label: w.home }} secondary={{ to: "/our-services", label: w.services }} />
    </section>
  );
}
