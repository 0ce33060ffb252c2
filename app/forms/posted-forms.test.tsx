import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { IBA_SUBJECT, IbaQuoteForm } from "./iba-quote-form";
import { INSURANCE_SUBJECT, InsuranceQuoteForm } from "./insurance-quote-form";
import { formServiceAction } from "./lib/form-to-email-client";
import { thankYouUrl } from "./lib/posted-form";

const namesOf = (form: HTMLFormElement) => [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);

describe.each([
  [
    "IBA",
    () => renderInEnglish(<IbaQuoteForm />),
    IBA_SUBJECT,
    ["access_key", "subject", "name", "email", "phone", "serviceType", "details", "language", "redirect"],
    ["details"],
  ],
  [
    "insurance",
    () => renderInEnglish(<InsuranceQuoteForm />),
    INSURANCE_SUBJECT,
    ["access_key", "subject", "name", "email", "phone", "itemValue", "message", "language", "redirect"],
    ["itemValue", "message"],
  ],
])("%s quote form", (_name, mount, subject, names, optional) => {
  it("is a real browser form post to the form-to-email endpoint with access key, subject and a redirect to /thank-you", () => {
    mount();
    const form = document.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form.getAttribute("action")).toBe(formServiceAction);
    expect(formServiceAction).toBe(`${site.forms.endpoint}/submit`);
    expect(namesOf(form)).toEqual(names);
    const value = (n: string) => (form.elements.namedItem(n) as HTMLInputElement).value;
    expect(value("access_key")).toBe(site.forms.accessKey);
    expect(value("subject")).toBe(subject);
    // Once running, the redirect points at the origin serving the page.
    expect(value("redirect")).toBe(`${window.location.origin}/thank-you`);
    expect(thankYouUrl()).toBe(`${site.url}/thank-you`);
  });

  it("requires name, e-mail and phone, and leaves the spec's optional fields optional", () => {
    mount();
    const form = document.querySelector("form")!;
    for (const n of names.filter((n) => !["access_key", "subject", "language", "redirect"].includes(n))) {
      const el = form.elements.namedItem(n) as HTMLInputElement;
      if (optional.includes(n)) expect(el).not.toBeRequired();
      else expect(el).toBeRequired();
    }
    expect(form.elements.namedItem("email")).toHaveAttribute("type", "email");
    expect(form.elements.namedItem("phone")).toHaveAttribute("type", "tel");
    expect(screen.getAllByText("(optional)")).toHaveLength(optional.length);
  });
});
