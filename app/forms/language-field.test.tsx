import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { type Locale, locales, localeTable } from "~/config/locales";
import { LanguageProvider } from "~/i18n/strings";

import { renderInEnglish } from "../../tests/places";
import { IbaQuoteForm } from "./iba-quote-form";
import { QuoteCardForm } from "./quote-card-form";
import { formTables } from "./testing/tables";

const sentLanguage = (form: React.ReactNode, locale: Locale) => {
  const { container } = renderInEnglish(<LanguageProvider value={{ locale }}>{form}</LanguageProvider>);
  const value = (container.querySelector('input[name="language"]') as HTMLInputElement | null)?.value;
  cleanup();
  return value;
};

describe("the language field", () => {
  it.each(Object.entries(formTables))("%s sends it", (_name, def) => {
    expect(def.byName).toHaveProperty("language");
    expect(def.fields.filter((f) => f.name === "language")).toHaveLength(1);
  });

  it.each(locales)("says the language of a %s page the form is on, in English words for the office", (locale) => {
    expect(sentLanguage(<QuoteCardForm />, locale)).toBe(localeTable[locale].englishName);
    expect(sentLanguage(<IbaQuoteForm />, locale)).toBe(localeTable[locale].englishName);
  });
});
