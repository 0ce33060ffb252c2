// @vitest-environment node
/** The e-mail service forms' fields, checked on arrival by the rules the forms check them with. */
import { describe, expect, it } from "vitest";

import { sentLeads } from "./form-leads.ts";
import { form, inbox, publicKey, remote, serviceId, stored, templates, withFreshInboxDir } from "./inbox-fixture.ts";

withFreshInboxDir();

type Template = keyof typeof sentLeads;
const sdk = (template: Template) => ({ service_id: serviceId, template_id: templates[template], user_id: publicKey });

/** The call back goes by `send` (JSON template params); the others by `sendForm` (the form's fields, multipart). */
function post(template: Template, fields: Record<string, string>) {
  if (template === "callback")
    return inbox().request(
      "/api/v1.0/email/send",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ lib_version: "4.4.1", ...sdk(template), template_params: fields }),
      },
      remote(),
    );
  const body = form({ ...fields, lib_version: "4.4.1", ...sdk(template) });
  return inbox().request("/api/v1.0/email/send-form", { method: "POST", body }, remote());
}

const refusals: [Template, string, Record<string, string>][] = [
  ["callback", "a phone that is no mobile", { phone: "12345" }],
  ["callback", "no name", { name: "" }],
  ["callback", "the phone under the form's field name", { contact_number: "9876543210" }],
  ["enquiry", "an e-mail address that is none", { user_email: "asha" }],
  ["enquiry", "no message", { message: "" }],
  ["quote", "a phone that is no mobile", { contact_number: "98765" }],
  ["quote", "a shipment mode not offered", { shipment_mode: "Teleport" }],
  ["quote", "no moving date", { date: "soon" }],
  ["application", "a résumé that is no link", { user_resume: "my cv.pdf" }],
  ["franchise", "an alternate number that is no mobile", { altNumber: "123" }],
  ["franchise", "a document that is no link", { gst: "javascript:alert(1)" }],
  ["franchise", "a field the form does not send", { captcha: "AB12CD" }],
  ["franchise", "a language not in the table", { language: "Klingon" }],
];

describe("an e-mail service post of one of the site's forms", () => {
  it.each(Object.entries(sentLeads))("is stored when it keeps the %s form's rules", async (template, lead) => {
    const res = await post(template as Template, lead);
    expect([res.status, await res.text()]).toEqual([200, "OK"]);
    expect(stored()).toHaveLength(1);
  });

  it("of the free estimate is stored with the cost estimator's list of items attached", async () => {
    const inventory = { inventory: "Bed × 1\nSofa × 2", inventory_data: '{"bed":1,"sofa":2}' };
    expect((await post("quote", { ...sentLeads.quote, ...inventory })).status).toBe(200);
  });

  it.each(refusals)("of the %s form with %s is refused with 400, storing nothing", async (template, _label, change) => {
    const res = await post(template, { ...sentLeads[template], ...change });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toBe("OK");
    expect(stored()).toEqual([]);
  });
});
