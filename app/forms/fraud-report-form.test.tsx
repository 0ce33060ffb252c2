import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { FRAUD_REPORT_SUBJECT, FraudReportForm, fraudReportForm, REPORT_RECEIVED_PATH } from "./fraud-report-form";
import { checkPayload, readForm } from "./lib/field-table";
import { formServiceAction } from "./lib/form-to-email-client";

const form = () => document.querySelector("form")!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;

const valid = {
  access_key: site.forms.accessKey,
  subject: FRAUD_REPORT_SUBJECT,
  name: "Asha Verma",
  phone: "9876543210",
  email: "",
  suspect_contact: "sarthi.movers@okbank",
  amount_paid: "",
  details: "Asked for a 2,000 rupee token on UPI.",
  language: "English",
};

describe("fraud report form", () => {
  it("is a real browser post to the form-to-email service, landing on the report page", () => {
    renderInEnglish(<FraudReportForm />);
    expect(form()).toHaveAttribute("method", "post");
    expect(form().getAttribute("action")).toBe(formServiceAction);
    expect([...form().elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).toEqual([
      ...Object.keys(valid),
      "redirect",
    ]);
    expect(field("access_key")).toHaveValue(site.forms.accessKey);
    expect(field("subject")).toHaveValue(FRAUD_REPORT_SUBJECT);
    expect(field("redirect")).toHaveValue(`${window.location.origin}${REPORT_RECEIVED_PATH}`);
  });

  it("needs a way to call back, the suspect's contact and what happened; e-mail and amount are optional", () => {
    renderInEnglish(<FraudReportForm />);
    for (const name of ["name", "phone", "suspect_contact", "details"]) expect(field(name)).toBeRequired();
    for (const name of ["email", "amount_paid"]) expect(field(name)).not.toBeRequired();
  });

  it("accepts the complete payload and nothing else", () => {
    expect(checkPayload(fraudReportForm, valid)).toEqual({ success: true, data: valid });
    const extra = checkPayload(fraudReportForm, { ...valid, upi_pin: "1234" });
    expect(extra.success).toBe(false);
  });

  it.each([
    ["suspect_contact", "", "Required"],
    ["details", "", "Required"],
    ["amount_paid", "2,000", "Does not match the format"],
    ["email", "asha-at-example", "Enter a valid e-mail address"],
    ["subject", "Something else", "Unexpected value"],
  ])("refuses %s = %j (%s)", (name, value, message) => {
    const result = checkPayload(fraudReportForm, { ...valid, [name]: value });
    expect(result.success ? [] : result.issues).toContainEqual({ field: name, message });
  });

  it("sends the typed +91 number as 10 digits", async () => {
    const user = visitor();
    renderInEnglish(<FraudReportForm />);
    await user.type(field("name"), "Asha Verma");
    await user.type(field("phone"), "+91 98765 43210");
    await user.type(field("suspect_contact"), "9123456789");
    await user.type(field("details"), "Called from this number.");
    const result = readForm(fraudReportForm, form());
    expect(result.success && result.data.phone).toBe("9876543210");
  });

  it("stops the post and keeps the typed text when a required field is empty", () => {
    renderInEnglish(<FraudReportForm />);
    fireEvent.change(field("details"), { target: { value: "Kept text" } });
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(field("details")).toHaveValue("Kept text");
  });
});
