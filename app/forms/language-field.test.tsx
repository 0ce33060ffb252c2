import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LanguageProvider } from "~/i18n/strings";

import { IbaQuoteForm } from "./iba-quote-form";
import { QuoteCardForm } from "./quote-card-form";
import { formTables } from "./testing/tables";

const sentLanguage = (form: React.ReactNode, locale: "en" | "hi") => {
  const { container } = render(<LanguageProvider value={{ locale }}>{form}</LanguageProvider>);
  return (container.querySelector('input[name="language"]') as HTMLInputElement | null)?.value;
};

describe("the language field", () => {
  it.each(Object.entries(formTables))("%s sends it", (_name, def) => {
    expect(def.byName).toHaveProperty("language");
    expect(def.fields.filter((f) => f.name === "language")).toHaveLength(1);
  });

  it("says the language of the page the form is on, in English words for the office", () => {
    expect(sentLanguage(<QuoteCardForm />, "hi")).toBe("Hindi");
    expect(sentLanguage(<QuoteCardForm />, "en")).toBe("English");
    expect(sentLanguage(<IbaQuoteForm />, "hi")).toBe("Hindi");
  });
});
