import type { NotFoundContent as Words } from "~/content/schemas/pages";

import { ButtonLinks } from "./button-links";
import { SpotDrawing } from "./spot-drawing";

/** Shown for any path the site does not have; the server sends it with HTTP 404. The words are the page's data. */
export function NotFoundContent({ words: w }: { words: Words["message"] }) {
  return (
    <section className="container-page flex flex-col items-center py-12 text-center sm:py-20">
      <SpotDrawing spot="lost" first />
      <p className="mt-2 text-5xl font-extrabold text-brand-500 sm:text-6xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 sm:text-4xl">{w.title}</h1>
      <p className="mt-4 max-w-lg text-ink-muted">{w.text}</p>
      <ButtonLinks primary={{ to: "/", label: w.home }} secondary={{ to: "/our-services", label: w.services }} />
    </section>
  );
}
