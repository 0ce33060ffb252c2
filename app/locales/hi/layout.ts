import devanagari from "~/fonts/devanagari-subset.woff2?url";
import type { LocaleLayout } from "~/locales/words";

import { calendarWords } from "./calendar";
import { components } from "./components";
import { cityList } from "./content/city-list";
import { images } from "./content/images";
import { formWords } from "./forms";
import { hi } from "./strings";

/** What every Hindi page shares: the layout's and forms' words, the shared components' words and content (the FAQs and the guarantee are the pages' that show them). */
const layout = {
  translations: {
    layoutWords: hi,
    ...formWords,
    ...calendarWords,
    ...components,
    ...cityList,
    ...images,
  },
  font: devanagari,
} satisfies LocaleLayout;

export const { translations, font } = layout;
