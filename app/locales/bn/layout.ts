import bengali from "~/fonts/bengali-subset.woff2?url";
import type { LocaleLayout } from "~/locales/words";

import { components } from "./components";
import { bn } from "./strings";

/**
 * What every Bengali page shares, as data: the layout's and forms' words, the shared components' words and content
 * (the FAQs and the guarantee are the pages' that show them). The layout's loader reads it at build time, so it
 * travels in the page's HTML and no page's script carries it; the shared words that are functions are
 * ./phrases.ts.
 */
const layout = {
  translations: {
    layoutWords: bn,
    ...components,
  },
  font: bengali,
} satisfies LocaleLayout;

export const { translations, font } = layout;
