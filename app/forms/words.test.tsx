import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { localeTable, translatedLocales } from "~/config/locales";
import { FIELD_TEXTS } from "~/content/schemas/forms";

import { renderInHindi } from "../../tests/locale-page";
import { formWordsOf } from "../../tests/places";
import { visitor } from "../../tests/user";
import { hindiFormWords as w } from "../../tests/words";
import { QuoteCardForm } from "./quote-card-form";
import { json, mockFetch } from "./testing/net";
import { formTables, partialFormTables } from "./testing/tables";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The id of every text a field table shows: labels, hints, select placeholders and option labels. */
const shownTexts = new Set(
  Object.values({ ...formTables, ...partialFormTables }).flatMap((t) =>
    t.fields.flatMap((f) => [f.label, f.hint, f.placeholder, ...(f.options ?? []).map((o) => o.label)]),
  ),
);

/** Every text of the forms' words. */
const texts = (words: object): string[] =>
  Object.values(words).flatMap((v: unknown) => (typeof v === "string" ? [v] : texts(v as object)));

const inHindi = (form: ReactNode) => renderInHindi(form);

const field = (name: string) => document.querySelector(`[name="${CSS.escape(name)}"]`) as HTMLInputElement;

describe("the forms' words", () => {
  it("hold only field texts some table shows: no text is kept that no visitor reads", () => {
    expect(FIELD_TEXTS.filter((id) => !shownTexts.has(id))).toEqual([]);
  });

  it.each(translatedLocales)("are written in the script of %s, the placeholders aside", async (locale) => {
    const script = new RegExp(`\\p{Script=${localeTable[locale].script}}`, "u");
    const words = texts(await formWordsOf(locale)).map((t) => t.replace(/\{[^{}]*\}/g, ""));
    expect(words.filter((t) => !script.test(t))).toEqual([]);
  });
});

describe("the forms in Hindi", () => {
  it("shows a form in Hindi but sends the English form's payload, values and all, plus the language", async () => {
    const { calls } = mockFetch(json({ success: true, message: "ok" }));
    const user = visitor();
    inHindi(<QuoteCardForm />);
    const card = screen.getByRole("region", { name: w.quoteCard.title });
    expect(within(card).getByLabelText("आपका नाम")).toBe(field("Customer name"));
    const options = [...(field("relocation_type") as unknown as HTMLSelectElement).options];
    expect(options.map((o) => [o.value, o.textContent])).toContainEqual(["Pet Relocation", "डिफेंस रिलोकेशन"]);

    await user.type(field("Customer name"), "रोहित सेन");
    await user.type(field("phone number"), "+91 91234 56780");
    await user.type(field("Customer email id:"), "rohit@example.in");
    await user.selectOptions(field("relocation_type"), "डिफेंस रिलोकेशन");
    await user.type(field("Want to shift from"), "पटना");
    await user.type(field("Shifting to"), "Pune");
    await user.type(field("Shifting Date"), "2027-01-10");
    await user.click(within(card).getByRole("button", { name: w.quoteCard.submit }));

    expect(await within(card).findByText(w.quoteCard.success)).toBeInTheDocument();
    const sent = Object.fromEntries(calls[0]!.body as [string, string][]);
    expect(sent).toMatchObject({
      "Customer name": "रोहित सेन",
      "phone number": "9123456780",
      relocation_type: "Pet Relocation",
      "Want to shift from": "पटना",
      language: "Hindi",
    });
  });

  it("says a phone number that cannot be a mobile is wrong in Hindi", async () => {
    const user = visitor();
    inHindi(<QuoteCardForm />);
    await user.type(field("phone number"), "0987654321");
    await user.tab();
    expect(field("phone number").validationMessage).toBe(w.shared.phoneRule);
  });

  it("says a failure in Hindi and keeps what was typed", async () => {
    mockFetch("network-error");
    const user = visitor();
    inHindi(<QuoteCardForm />);
    const card = screen.getByRole("region");
    for (const [name, value] of [
      ["Customer name", "रोहित"],
      ["phone number", "9123456780"],
      ["Customer email id:", "rohit@example.in"],
      ["Want to shift from", "पटना"],
      ["Shifting to", "पुणे"],
      ["Shifting Date", "2027-01-10"],
    ])
      await user.type(field(name!), value!);
    await user.selectOptions(field("relocation_type"), "Home Shifting");
    await user.click(within(card).getByRole("button", { name: w.quoteCard.submit }));
    expect(await within(card).findByText(w.shared.networkFailure)).toBeInTheDocument();
    expect(field("Customer name")).toHaveValue("रोहित");
  });
});
