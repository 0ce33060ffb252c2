// @vitest-environment node
/** The form-to-email forms' fields, checked on arrival by the rules the forms check them with. */
import { describe, expect, it } from "vitest";

import { postedLeads } from "./form-leads.ts";
import { form, inbox, stored, withFreshInboxDir } from "./inbox-fixture.ts";

withFreshInboxDir();

const post = (fields: Record<string, string>) =>
  inbox().request("http://localhost/submit", { method: "POST", body: form(fields) });

const refusals: [keyof typeof postedLeads, string, Record<string, string>][] = [
  ["quote pop-up", "a phone that is no mobile", { phone: "12345" }],
  ["quote pop-up", "an e-mail address that is none", { email: "asha at example" }],
  ["quote pop-up", "a service not offered", { serviceType: "Moon Shifting" }],
  ["quote pop-up", "no moving date", { date: "" }],
  ["quote pop-up", "a field the form does not send", { note: "hi" }],
  ["quote card", "no name", { "Customer name": "" }],
  ["quote card", "a relocation type not offered", { relocation_type: "" }],
  ["quote card", "a subject's sender that is not the form's", { from_name: "Someone else" }],
  ["IBA quote", "a phone that is no mobile", { phone: "call me" }],
  ["IBA quote", "a service of the pop-up's, not the IBA form's", { serviceType: "Home Shifting" }],
  ["insurance quote", "a value that is no whole number of rupees", { itemValue: "2 lakh" }],
  ["insurance quote", "no e-mail address", { email: "" }],
  ["fraud report", "no account of what happened", { details: "" }],
  ["fraud report", "details longer than the form takes", { details: "x".repeat(3001) }],
  ["fraud report", "a language not in the table", { language: "Klingon" }],
];

describe("a form-to-email post of one of the site's forms", () => {
  it.each(Object.entries(postedLeads))("is stored when it keeps the %s's rules", async (_form, lead) => {
    expect((await post(lead)).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it.each(refusals)("of the %s with %s is refused with 400, storing nothing", async (name, _label, change) => {
    const res = await post({ ...postedLeads[name], ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(stored()).toEqual([]);
  });

  it("is known as the pop-up by its fields when it has no subject, so leaving out fields does not skip the rules", async () => {
    expect((await post({ access_key: postedLeads["quote pop-up"].access_key, phone: "12345" })).status).toBe(400);
    expect(stored()).toEqual([]);
  });
});
