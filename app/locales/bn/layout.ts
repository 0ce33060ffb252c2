import bengali from "~/fonts/bengali-subset.woff2?url";
import type { LocaleLayout } from "~/locales/words";

import { calendarWords } from "./calendar";
import { components } from "./components";
import { cityList } from "./content/city-list";
import { faqs } from "./content/faqs";
import { safetyGuarantee } from "./content/guarantee";
import { images } from "./content/images";
import { formWords } from "./forms";
import { bn } from "./strings";

/** What every Bengali page shares: the layout's and forms' words, the shared components' words and content. */
const layout = {
  translations: {
    layoutWords: bn,
    ...formWords,
    ...calendarWords,
    ...components,
    ...faqs,
    ...safetyGuarantee,
    ...cityList,
    ...images,
  },
  font: bengali,
} satisfies LocaleLayout;

export const { translations, font } = layout;
