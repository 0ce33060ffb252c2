// @vitest-environment node
import { describe, expect, it } from "vitest";

import { checkPayload, defineForm, PHONE_FIELD } from "./field-table";

const form = defineForm([
  { name: "name", kind: "text" },
  { name: "email", kind: "email" },
  { name: "phone", kind: "tel", ...PHONE_FIELD },
  { name: "when", kind: "date" },
  { name: "link", kind: "url", required: false },
  { name: "mode", kind: "select", options: [{ value: "Home Shifting", label: "homeShifting" }] },
  { name: "access_key", kind: "hidden", value: "k" },
]);
const good = {
  name: "Asha",
  email: "asha@example.in",
  phone: "9876543210",
  when: "2026-12-01",
  link: "",
  mode: "Home Shifting",
  access_key: "k",
};

describe("a form's table checks its payload", () => {
  it("accepts a payload within every rule and keeps the table's order", () => {
    const result = checkPayload(form, { ...good });
    expect(result.success).toBe(true);
    if (result.success) expect(Object.keys(result.data)).toEqual(form.fields.map((f) => f.name));
  });

  it.each([
    ["a missing required field", { name: "  " }, "name"],
    ["a malformed e-mail", { email: "asha@" }, "email"],
    ["a phone that is not ten digits", { phone: "98765" }, "phone"],
    ["a phone with letters", { phone: "98765abcde" }, "phone"],
    ["a date that is not a date", { when: "tomorrow" }, "when"],
    ["an optional link that is not a link", { link: "drive" }, "link"],
    ["a choice that is not an option", { mode: "Teleport" }, "mode"],
    ["a changed hidden value", { access_key: "other" }, "access_key"],
    ["a field the table does not have", { extra: "x" }, "extra"],
  ])("refuses %s", (_what, change, field) => {
    const result = checkPayload(form, { ...good, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.map((i) => i.field)).toContain(field);
  });

  it("lets optional fields stay empty", () => {
    expect(checkPayload(form, { ...good, link: "" }).success).toBe(true);
  });
});
