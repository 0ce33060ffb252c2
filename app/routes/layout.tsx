import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";

import { SiteLayout } from "~/components/layout/site-layout";
import { localeOf } from "~/config/locales";
import type { PlacesData } from "~/hooks/use-places";
import { TranslationsProvider } from "~/i18n/translations";
import { dictionaryOf, type LocaleLayout, pagePhrasesOf, type SharedWords, useWords } from "~/locales/words";

import type { Route } from "./+types/layout";
import { localeOfRequest } from "./page-data";

const english = { locale: "en" } as const;

/**
 * The cities every page lists (~/content/places) and a translated page's shared words, read at build time: React
 * Router writes them into the page's HTML and its `.data` file, so they are data the page parses, not script it
 * compiles, and an English page has no words.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<PlacesData & Partial<SharedWords>> {
  const locale = localeOfRequest(request);
  const { placesIn } = await import("~/content/cities");
  const places = await placesIn(locale);
  if (locale === "en") return { places };
  const { translations, font }: LocaleLayout = await import(`../locales/${locale}/layout.ts`);
  return { places, shared: { translations, font } };
}

/**
 * Every page's layout, in the language of its URL: app/routes.ts mounts it once per language. A translated page's
 * words (the language's shared ones and the page's own from the loaders, the phrases from script) are there
 * before it renders, so the pre-rendered HTML and the hydrated page say the same.
 */
export default function Layout({ loaderData }: Route.ComponentProps) {
  const locale = localeOf(useLocation().pathname);
  const matches = useMatches();
  const words = useWords(locale, pagePhrasesOf(matches));
  const shared = (loaderData as Partial<SharedWords>).shared;
  const dictionary = useMemo(() => dictionaryOf(matches, words), [matches, words]);
  if (!words) return <SiteLayout language={english} />;
  const font = shared?.font;
  return (
    <TranslationsProvider dictionary={dictionary}>
      {font && (
        // Wide screens fetch the script's face with the HTML; phones use their own (app/app.css).
        <link
          rel="preload"
          href={font}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
          media="(min-width: 1024px)"
        />
      )}
      <SiteLayout language={{ locale: words.locale }} />
    </TranslationsProvider>
  );
}
