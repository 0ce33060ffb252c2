import type { LocaleLayout } from "~/locales/words";

import { components } from "./components";

/**
 * What every Hindi page shares, as data: the shared components' words and content
 * (the FAQs and the guarantee are the pages' that show them). The layout's loader reads it at build time, so it
 * travels in the page's HTML and no page's script carries it; the shared words that are functions are
 * ./phrases.ts.
 */
const layout = {
  translations: {
    ...components,
  },
} satisfies LocaleLayout;

export const { translations } = layout;
