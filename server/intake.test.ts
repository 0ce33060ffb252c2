// @vitest-environment node
import { describe, expect, it } from "vitest";

import { applicationForm } from "../app/forms/application-dialog.tsx";
import { callBackForm } from "../app/forms/call-back-dialog.tsx";
import { enquiryForm } from "../app/forms/enquiry-form.tsx";
import { franchiseForm } from "../app/forms/franchise-form.tsx";
import { freeEstimateForm } from "../app/forms/free-estimate-form.tsx";
import { ibaQuoteForm } from "../app/forms/iba-quote-form.tsx";
import { insuranceQuoteForm } from "../app/forms/insurance-quote-form.tsx";
import type { FieldSpec } from "../app/forms/lib/field-table.ts";
import { quoteCardForm } from "../app/forms/quote-card-form.tsx";
import { quotePopupForm } from "../app/forms/quote-popup.tsx";
import { LIMITS, shapeProblem } from "./intake.ts";

/** A generous real answer: the field's own limit when it has one, else long free text. */
const longAnswer = (f: FieldSpec) =>
  f.maxLength ? "9".repeat(f.maxLength) : f.kind === "textarea" ? "Fragile crockery, ".repeat(110) : "Ａ".repeat(150);

const sdk = { lib_version: "4.4.1", service_id: "s", template_id: "t", user_id: "u" };

/**
 * The free-estimate inventory that is coming: a readable list (about 8 KB) and a compact JSON copy
 * of the same list in another field.
 */
function inventory() {
  const items: { room: string; item: string; qty: number }[] = [];
  let text = "";
  while (text.length < 8000) {
    const item = { room: "Master bedroom", item: "Wardrobe (3-door, dismantled)", qty: (items.length % 4) + 1 };
    items.push(item);
    text += `${item.room}: ${item.item} × ${item.qty}\n`;
  }
  return { inventory_text: text, inventory_json: JSON.stringify(items) };
}

describe("intake limits", () => {
  it("accept every real form of the site filled to the brim, the coming estimate inventory included", () => {
    const forms = {
      quotePopupForm,
      quoteCardForm,
      ibaQuoteForm,
      insuranceQuoteForm,
      freeEstimateForm,
      enquiryForm,
      franchiseForm,
      applicationForm,
    };
    for (const [name, def] of Object.entries(forms)) {
      const fields: Record<string, string> = Object.fromEntries(def.fields.map((f) => [f.name, longAnswer(f)]));
      const payload = name === "freeEstimateForm" ? { ...fields, ...inventory(), ...sdk } : { ...fields, ...sdk };
      expect(shapeProblem(payload), name).toBeNull();
    }
    const { inventory_json } = inventory();
    expect(inventory_json.length).toBeGreaterThan(10_000);
    // The call-back goes through the JSON API, its fields one level down.
    const params = Object.fromEntries(callBackForm.fields.map((f) => [f.name, longAnswer(f)]));
    expect(shapeProblem({ ...sdk, template_params: params })).toBeNull();
  });

  it("refuse nesting deeper than the limit", () => {
    let deep: Record<string, unknown> = { leaf: "x" };
    for (let i = 0; i < LIMITS.depth; i++) deep = { inner: deep };
    expect(shapeProblem(deep)).toMatch(/nested too deeply/);
    expect(shapeProblem({ a: { b: { c: "x" } } })).toBeNull();
    expect(shapeProblem({ a: [[["x"]]] })).toMatch(/nested too deeply/);
  });

  it("refuse more fields than the limit, counted at every level", () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, "x"]));
    expect(shapeProblem(many(LIMITS.fields))).toBeNull();
    expect(shapeProblem(many(LIMITS.fields + 1))).toMatch(/too many fields/);
    expect(shapeProblem({ template_params: many(LIMITS.fields) })).toMatch(/too many fields/);
    expect(shapeProblem({ list: Array(LIMITS.fields + 1).fill("x") })).toMatch(/too many fields/);
  });

  it("refuse a value or a name over the limit, naming the field", () => {
    expect(shapeProblem({ note: "x".repeat(LIMITS.valueBytes) })).toBeNull();
    expect(shapeProblem({ note: "x".repeat(LIMITS.valueBytes + 1) })).toMatch(/"note" is too long/);
    expect(shapeProblem({ template_params: { msg: "x".repeat(LIMITS.valueBytes + 1) } })).toMatch(/"msg"/);
    expect(shapeProblem({ ["n".repeat(LIMITS.nameBytes + 1)]: "x" })).toMatch(/name is too long/);
  });

  it("count a value in UTF-8 bytes, with room for 16 K characters of Hindi or Bengali (3 bytes each)", () => {
    const hindi = "क".repeat(16 * 1024);
    expect(Buffer.byteLength(hindi)).toBe(49_152);
    expect(shapeProblem({ inventory_text: hindi })).toBeNull();
    expect(shapeProblem({ inventory_text: "অ".repeat(16 * 1024) })).toBeNull();
    expect(shapeProblem({ note: "x".repeat(49_152) })).toBeNull();
    expect(shapeProblem({ inventory_text: `${hindi}x` })).toBe(
      'The field "inventory_text" is too long: at most 49152 bytes (48 KB).',
    );
    expect(shapeProblem({ note: `${"क".repeat(16 * 1024 - 1)}xxxx` })).toMatch(/"note" is too long/);
  });

  it("count an emoji as its 4 bytes, not its 2 UTF-16 units", () => {
    const emoji = "😀".repeat(49_152 / 4);
    expect(emoji.length).toBe(24_576);
    expect(shapeProblem({ note: emoji })).toBeNull();
    expect(shapeProblem({ note: `${emoji}x` })).toMatch(/"note" is too long/);
  });

  it("count a field name in UTF-8 bytes, with room for 200 characters in any script", () => {
    expect(shapeProblem({ ["न".repeat(200)]: "x" })).toBeNull();
    expect(shapeProblem({ ["😀".repeat(150)]: "x" })).toBeNull();
    expect(shapeProblem({ [`${"न".repeat(200)}x`]: "x" })).toBe("A field name is too long: at most 600 bytes.");
  });
});
