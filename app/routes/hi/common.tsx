import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";

import type { Translation } from "~/content/translation";
import { TranslationsProvider } from "~/i18n/translations";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { components } from "~/locales/hi/components";
import { cityList } from "~/locales/hi/content/city-list";
import { faqs } from "~/locales/hi/content/faqs";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import { images } from "~/locales/hi/content/images";

/** What every translated Hindi page shares: the shared components' words, the FAQs, the guarantee, the cities and
 * the photos' alt texts. */
export const common = [...components, faqs, safetyGuarantee, cityList, images];

/**
 * A Hindi route's page: the English route's page, reading the Hindi words and content. It takes the English page's
 * props, which the router gives the same on both twins (some pages read their params or matches); the name keeps the
 * twins apart in React's tools.
 */
export function inHindi<Page extends ComponentType<never>>(Page: Page, translations: readonly Translation[]): Page {
  const English = Page as ComponentType<object>;
  function Hindi(props: object) {
    return (
      <TranslationsProvider translations={translations}>
        <English {...props} />
      </TranslationsProvider>
    );
  }
  Hindi.displayName = `Hindi${English.displayName ?? English.name}`;
  // Typed as the English page, so a page that takes no props still reads as one that takes none.
  return Hindi as unknown as Page;
}

// Omit on its own would merge PageSeo's two cases and lose the rule that only a noindex page may have no path.
type WithoutLocale<T> = T extends unknown ? Omit<T, "locale"> : never;

/** A Hindi page's tags: the path is the English page's, which the canonical /hi URL is built from. */
export const hindiMeta = (seo: WithoutLocale<PageSeo>): MetaDescriptor[] => pageMeta({ ...seo, locale: "hi" });
