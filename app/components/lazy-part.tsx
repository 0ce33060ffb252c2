import { type ComponentType, lazy, type LazyExoticComponent } from "react";

import { type Locale, locales } from "~/config/locales";
import { type Records, TranslationsProvider } from "~/i18n/translations";

/** A part's own words in a translated page's language: `(l) => import(`../locales/${l}/content/x.ts`)…`. */
export type PartWords = (locale: Exclude<Locale, "en">) => Promise<Records>;

/** The part's component with its words added to the page's, when it has words of its own and the page is translated. */
function withWords<P extends object>(Component: ComponentType<P>, dictionary: Records | undefined): ComponentType<P> {
  if (!dictionary) return Component;
  return function PartWithWords(props: P) {
    return (
      <TranslationsProvider dictionary={dictionary}>
        <Component {...props} />
      </TranslationsProvider>
    );
  };
}

/**
 * A part whose code loads when it first renders (after `after`), one component per language (one for all when it
 * has no words of its own): in a translated page's language its own `words` load with its code and are added to
 * the page's.
 */
export function lazyPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  words?: PartWords,
  after: Promise<void> = Promise.resolve(),
): Record<Locale, LazyExoticComponent<ComponentType<P>>> {
  const lazyIn = (locale: Locale) =>
    lazy(() =>
      after
        .then(() => Promise.all([load(), locale === "en" || !words ? undefined : words(locale)]))
        .then(([Component, dictionary]) => ({ default: withWords(Component, dictionary) })),
    );
  // Without words of its own, one component serves every language, so a move in the app to another language
  // finds its code already loaded and shows it with the page, not a moment after.
  const shared = words ? undefined : lazyIn("en");
  return Object.fromEntries(locales.map((locale) => [locale, shared ?? lazyIn(locale)])) as Record<
    Locale,
    LazyExoticComponent<ComponentType<P>>
  >;
}
