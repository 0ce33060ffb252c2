import { useLocation, useMatches } from "react-router";

import { SiteLayout } from "~/components/layout/site-layout";
import { localeOf } from "~/config/locales";
import { TranslationsProvider } from "~/i18n/translations";
import { pageWordsOf, useWords } from "~/locales/words";

const english = { locale: "en" } as const;

/**
 * Every page's layout, in the language of its URL: app/routes.ts mounts it once per language. A translated page's
 * words (the language's shared ones and the page's own) are loaded before it renders, so the pre-rendered HTML and
 * the hydrated page say the same.
 */
export default function Layout() {
  const locale = localeOf(useLocation().pathname);
  const words = useWords(locale, pageWordsOf(useMatches()));
  if (!words) return <SiteLayout language={english} />;
  const { font } = words.layout;
  return (
    <TranslationsProvider dictionary={words.translations}>
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
