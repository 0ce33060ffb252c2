import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

import { PHONE_MESSAGE } from "~/lib/phone";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { ApplicationDialog, applicationForm } from "./application-dialog";
import { CallBackDialog, callBackForm } from "./call-back-dialog";
import { EnquiryForm, enquiryForm } from "./enquiry-form";
import { FranchiseForm, franchiseForm } from "./franchise-form";
import { FraudReportForm, fraudReportForm } from "./fraud-report-form";
import { FreeEstimateForm, freeEstimateForm } from "./free-estimate-form";
import { IbaQuoteForm, ibaQuoteForm } from "./iba-quote-form";
import { InsuranceQuoteForm, insuranceQuoteForm } from "./insurance-quote-form";
import { type FormDef, readForm } from "./lib/field-table";
import { QuoteCardForm, quoteCardForm } from "./quote-card-form";
import { QuotePopup, quotePopupForm } from "./quote-popup";

const forms: [string, FormDef<string>, () => ReactElement][] = [
  ["quote pop-up", quotePopupForm, () => <QuotePopup open onClose={() => {}} />],
  ["embedded quote card", quoteCardForm, () => <QuoteCardForm />],
  ["free estimate", freeEstimateForm, () => <FreeEstimateForm />],
  ["IBA quote", ibaQuoteForm, () => <IbaQuoteForm />],
  ["insurance quote", insuranceQuoteForm, () => <InsuranceQuoteForm />],
  ["call back", callBackForm, () => <CallBackDialog open onClose={() => {}} />],
  ["contact enquiry", enquiryForm, () => <EnquiryForm />],
  ["job application", applicationForm, () => <ApplicationDialog jobTitle="Truck Driver" onClose={() => {}} />],
  ["franchise", franchiseForm, () => <FranchiseForm />],
  ["fraud report", fraudReportForm, () => <FraudReportForm />],
];
// What Android autofill, a contact card and people themselves put in a phone field.
const allGood = ["+91 98765 43210", "919876543210", "098765 43210", "(+91) 98765-43210", "9876543210"];
const allBad = ["0987654321", "5876543210", "98765 4321", "+1 415 555 0100"];

// The rule is checked case by case in lib/phone.test.ts. Here the first form's field meets every case through the
// DOM, and every other form's field one case of each kind: enough to show that it follows the same rule.
const phoneFields = forms
  .flatMap(([form, def, ui]) => def.fields.filter((f) => f.phone).map((f) => ({ form, name: f.name, def, ui })))
  .map((f, i) => ({ ...f, good: i === 0 ? allGood : allGood.slice(0, 1), bad: i === 0 ? allBad : allBad.slice(1, 2) }));

describe.each(phoneFields)("$form: $name", ({ name, def, ui, good, bad }) => {
  const field = () => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const payload = () => readForm(def, field().form!);

  it("exists on the form, every form's phone fields follow the mobile rule", () => {
    renderInEnglish(ui());
    expect(field()).toHaveAttribute("type", "tel");
    expect(field()).toHaveAttribute("inputmode", "tel");
  });

  it.each(good)("typed %j: shows and sends 9876543210", async (raw) => {
    const user = visitor();
    renderInEnglish(ui());
    await user.type(field(), raw);
    await user.tab();
    expect(field()).toHaveValue("9876543210");
    const result = payload();
    expect(result.success || result.issues.every((i) => i.field !== name)).toBe(true);
    if (result.success) expect(result.data[name]).toBe("9876543210");
  });

  it.each(good)("pasted %j: shows and sends 9876543210", async (raw) => {
    const user = visitor();
    renderInEnglish(ui());
    await user.click(field());
    await user.paste(raw);
    await user.tab();
    expect(field()).toHaveValue("9876543210");
  });

  it.each(bad)("%j is refused with the rule in words, typed or pasted", async (raw) => {
    const user = visitor();
    renderInEnglish(ui());
    await user.type(field(), raw);
    await user.tab();
    expect(field().validationMessage).toBe(PHONE_MESSAGE);
    const result = payload();
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.some((i) => i.field === name)).toBe(true);
    await user.clear(field());
    await user.paste(raw);
    await user.tab();
    expect(field().validationMessage).toBe(PHONE_MESSAGE);
  });

  it("typing again clears the complaint", async () => {
    const user = visitor();
    renderInEnglish(ui());
    await user.type(field(), "0987654321");
    await user.tab();
    await user.clear(field());
    await user.type(field(), "9876543210");
    expect(field().validationMessage).toBe("");
  });
});
