import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { ButtonLinks } from "./button-links";

/** The not-found page's words, which a language translates (app/locales/hi/components.ts). */
export const notFoundWords = words("notFoundWords", {
  title: "We couldn’t find that page",
  text: "The address may be mistyped, or the page may have moved. Everything we offer is one click away.",
  home: "Go to the home page",
  services: "See our services",
});

/** Shown for any path the site does not have; the server sends it with HTTP 404. */
export function NotFoundContent() {
  const w = useTranslated(notFoundWords);
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
