import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { hi } from "~/i18n/hi";
import { en, LanguageProvider } from "~/i18n/strings";

import { applicationForm } from "./application-dialog";
import { callBackForm } from "./call-back-dialog";
import { enquiryForm } from "./enquiry-form";
import { franchiseForm } from "./franchise-form";
import { fraudReportForm } from "./fraud-report-form";
import { freeEstimateForm } from "./free-estimate-form";
import { IbaQuoteForm, ibaQuoteForm } from "./iba-quote-form";
import { insuranceQuoteForm } from "./insurance-quote-form";
import { QuoteCardForm, quoteCardForm } from "./quote-card-form";
import { quotePopupForm } from "./quote-popup";

const forms = {
  applicationForm,
  callBackForm,
  enquiryForm,
  franchiseForm,
  fraudReportForm,
  freeEstimateForm,
  ibaQuoteForm,
  insuranceQuoteForm,
  quoteCardForm,
  quotePopupForm,
};

const sentLanguage = (form: React.ReactNode, locale: "en" | "hi") => {
  const { container } = render(
    <LanguageProvider value={{ locale, strings: locale === "hi" ? hi : en }}>{form}</LanguageProvider>,
  );
  return (container.querySelector('input[name="language"]') as HTMLInputElement | null)?.value;
};

describe("the language field (issue 18)", () => {
  it.each(Object.entries(forms))("%s sends it", (_name, def) => {
    expect(def.byName).toHaveProperty("language");
    expect(def.fields.filter((f) => f.name === "language")).toHaveLength(1);
  });

  it("says the language of the page the form is on, in English words for the office", () => {
    expect(sentLanguage(<QuoteCardForm />, "hi")).toBe("Hindi");
    expect(sentLanguage(<QuoteCardForm />, "en")).toBe("English");
    expect(sentLanguage(<IbaQuoteForm />, "hi")).toBe("Hindi");
  });
});
