/**
 * Every form on a Hindi page: Hindi words throughout, and the office receives exactly what the English form sends
 * but `language: "Hindi"`.
 */
import { screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

import { untranslatedRuns } from "../../scripts/untranslated";
import { DEVANAGARI, records, renderInHindi, shownText } from "../../tests/locale-page";
import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { hindiFormWords as w } from "../../tests/words";
import { ApplicationDialog, applicationForm } from "./application-dialog";
import { CallBackDialog, callBackForm } from "./call-back-dialog";
import { EnquiryForm, enquiryForm } from "./enquiry-form";
import { FranchiseForm, franchiseForm } from "./franchise-form";
import { FraudReportForm, REPORT_RECEIVED_PATH } from "./fraud-report-form";
import { FreeEstimateForm, freeEstimateForm } from "./free-estimate-form";
import { IbaQuoteForm } from "./iba-quote-form";
import { InsuranceQuoteForm } from "./insurance-quote-form";
import type { FormDef } from "./lib/field-table";
import { QuoteCardForm, quoteCardForm } from "./quote-card-form";
import { QuotePopup, quotePopupForm } from "./quote-popup";
import { quietFormTests } from "./testing/email";
import { json, mockFetch, text } from "./testing/net";

const alert = quietFormTests();

/** A valid value for each kind of field, the same in both languages. */
const VALUES: Record<string, string> = {
  text: "Asha Verma",
  email: "asha@example.in",
  tel: "+91 98765 43210",
  date: "2026-12-20",
  url: "https://drive.google.com/file",
  textarea: "Two rooms, third floor.",
};

/** Fills every visible field of the form as a visitor would, whatever language its labels are in. */
function fill(def: FormDef<string>) {
  for (const f of def.fields) {
    if (f.kind === "hidden" || f.required === false) continue;
    const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(f.name)}"]`)!;
    el.value = f.kind === "select" ? f.options![0]!.value : VALUES[f.kind]!;
  }
}

type Told = "status" | "alert";

interface SentForm {
  name: string;
  def: FormDef<string>;
  ui: () => ReactElement;
  /** The English form's button. */
  english: string;
  /** The Hindi page's words: the button, and what the visitor is told after a success and after a failure. */
  words: { submit: string; success: string; failure: string };
  told: Told;
  /** The security code the visitor types, read from the form. */
  captcha?: boolean;
}

const sentForms: SentForm[] = [
  {
    name: "quote pop-up",
    english: "Get a free quote",
    def: quotePopupForm,
    ui: () => <QuotePopup open onClose={() => {}} />,
    words: { ...w.popup, failure: w.shared.networkFailure },
    told: "status",
  },
  {
    name: "quote card",
    english: "Get a free quote",
    def: quoteCardForm,
    ui: () => <QuoteCardForm />,
    words: { ...w.quoteCard, failure: w.shared.networkFailure },
    told: "status",
  },
  {
    name: "free estimate",
    english: "Get a free quote",
    def: freeEstimateForm,
    ui: () => <FreeEstimateForm />,
    words: w.freeEstimate,
    told: "status",
  },
  {
    name: "call back",
    english: "Send Request",
    def: callBackForm,
    ui: () => <CallBackDialog open onClose={() => {}} />,
    words: w.callBack,
    told: "status",
  },
  {
    name: "enquiry",
    english: "Send Enquiry",
    def: enquiryForm,
    ui: () => <EnquiryForm />,
    words: w.enquiry,
    told: "alert",
    captcha: true,
  },
  {
    name: "job application",
    english: "Submit Application",
    def: applicationForm,
    ui: () => <ApplicationDialog jobTitle="Truck Driver" shownJobTitle="ट्रक ड्राइवर" onClose={() => {}} />,
    words: w.application,
    told: "alert",
  },
  {
    name: "franchise",
    english: "Submit Enquiry",
    def: franchiseForm,
    ui: () => <FranchiseForm />,
    words: w.franchise,
    told: "alert",
    captcha: true,
  },
];

const CODE_ENTRY = new RegExp(`^(Type the code|${w.shared.typeCode})`);

/** Fills and sends the rendered form with `submit`'s button, and returns what reached the provider. */
async function send(form: SentForm, submit: string, answer: Response | "network-error") {
  const { calls } = mockFetch(answer);
  fill(form.def);
  const user = visitor();
  if (form.captcha) {
    const code = screen.getByTestId("captcha-code").textContent!;
    await user.type(screen.getByLabelText(CODE_ENTRY), code.toLowerCase());
  }
  await user.click(screen.getByRole("button", { name: submit }));
  await waitFor(() => expect(calls).toHaveLength(1));
  return calls[0]!.body;
}

/** What the visitor is told, as a status line or an alert. */
async function told(how: Told, message: string) {
  if (how === "status") expect(await screen.findByText(message)).toBeInTheDocument();
  else await waitFor(() => expect(alert()).toHaveBeenCalledWith(message));
}

/** The payload with its language field set to `language`: multipart pairs, or the call back's template params. */
function inLanguage(body: unknown, language: string) {
  if (Array.isArray(body)) return body.map(([k, v]: [string, string]) => [k, k === "language" ? language : v]);
  const b = body as { template_params: Record<string, string> };
  return { ...b, template_params: { ...b.template_params, language } };
}

const ok = () => json({ success: true, message: "ok" });

describe.each(sentForms)("the $name in Hindi", (form) => {
  it("shows Hindi labels, button and texts, with no English phrase but the company's records", () => {
    renderInHindi(form.ui(), { path: "/hi" });
    const labels = [...document.body.querySelectorAll("label")].map((l) => l.textContent ?? "");
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.filter((l) => !DEVANAGARI.test(l))).toEqual([]);
    expect(screen.getByRole("button", { name: form.words.submit })).toBeInTheDocument();
    expect(untranslatedRuns(shownText(document.body), records)).toEqual([]);
  });

  it("sends the English form's payload but language Hindi, and says the success in Hindi", async () => {
    const english = renderInEnglish(form.ui());
    const sentInEnglish = await send(form, form.english, form.told === "status" ? ok() : text("OK"));
    english.unmount();
    expect(JSON.stringify(sentInEnglish)).toContain('"English"');

    renderInHindi(form.ui(), { path: "/hi" });
    const sentInHindi = await send(form, form.words.submit, form.told === "status" ? ok() : text("OK"));
    expect(sentInHindi).toEqual(inLanguage(sentInEnglish, "Hindi"));
    await told(form.told, form.words.success);
  });

  it("says a failure in Hindi and keeps what was typed", async () => {
    renderInHindi(form.ui(), { path: "/hi" });
    await send(form, form.words.submit, "network-error");
    await told(form.told, form.words.failure);
    const firstText = form.def.fields.find((f) => f.kind === "text")!;
    expect(document.querySelector(`[name="${CSS.escape(firstText.name)}"]`)).toHaveValue(VALUES.text);
  });
});

describe.each([
  ["enquiry", () => <EnquiryForm />, enquiryForm, w.enquiry],
  ["franchise", () => <FranchiseForm />, franchiseForm, w.franchise],
])("the %s's security code in Hindi", (_name, ui, def, words) => {
  it("a wrong code is refused in Hindi, and nothing is sent", async () => {
    const { calls } = mockFetch(text("OK"));
    renderInHindi(ui(), { path: "/hi" });
    fill(def);
    const code = screen.getByTestId("captcha-code").textContent!;
    await visitor().type(screen.getByLabelText(CODE_ENTRY), code === "111111" ? "222222" : "111111");
    await visitor().click(screen.getByRole("button", { name: words.submit }));
    expect(alert()).toHaveBeenCalledWith(words.captcha);
    expect(calls).toHaveLength(0);
  });
});

describe.each([
  ["IBA quote", () => <IbaQuoteForm />, w.ibaQuote, "/hi/thank-you"],
  ["insurance quote", () => <InsuranceQuoteForm />, w.insuranceQuote, "/hi/thank-you"],
  ["fraud report", () => <FraudReportForm />, w.fraudReport, `/hi${REPORT_RECEIVED_PATH}`],
])("the posted %s in Hindi", (_name, ui, words, landing) => {
  it("shows Hindi words, says Hindi to the office and brings the visitor back to the Hindi page", () => {
    renderInHindi(ui(), { path: "/hi" });
    const form = document.querySelector("form")!;
    expect(screen.getByRole("region", { name: words.title })).toContainElement(form);
    expect(screen.getByRole("button", { name: words.submit })).toBeInTheDocument();
    expect(untranslatedRuns(shownText(document.body), records)).toEqual([]);
    const value = (n: string) => (form.elements.namedItem(n) as HTMLInputElement).value;
    expect(value("language")).toBe("Hindi");
    expect(value("redirect")).toBe(`${window.location.origin}${landing}`);
  });
});
