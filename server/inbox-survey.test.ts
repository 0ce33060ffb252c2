// @vitest-environment node
/** The survey request's rules, checked on arrival as the form checks them before sending. */
import { describe, expect, it } from "vitest";

import { createInbox } from "./inbox.ts";
import {
  accessKey,
  dir,
  publicKey,
  remote,
  serviceId,
  site,
  stored,
  templates,
  withFreshInboxDir,
} from "./inbox-fixture.ts";

withFreshInboxDir();

/** 4 December 2026, 10:00 in India: the days offered are 5 to 18 December. */
const NOW = new Date("2026-12-04T10:00:00+05:30");

const survey = {
  survey_type: "Home visit",
  city: "Patna",
  address: "Flat 3B, Ashiana Towers, Boring Road 800001",
  floor: "3rd floor",
  lift: "Yes",
  preferred_date: "2026-12-07",
  preferred_slot: "08:00–10:00 IST",
  name: "Asha Verma",
  phone: "9876543210",
  email: "",
  language: "Bengali",
  estimate_link: `${site.url}/cost-estimator?kind=local`,
  access_key: accessKey,
  subject: `Free survey request from the ${site.brand} website`,
  from_name: `${site.brand} Website`,
};
const video = {
  ...survey,
  survey_type: "Video survey",
  city: "Lucknow",
  address: undefined,
  floor: undefined,
  lift: undefined,
  estimate_link: undefined,
};

function post(fields: Record<string, string | undefined>, at = NOW) {
  const app = createInbox({ dir, site, now: () => at });
  return app.request(
    "http://localhost/submit",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) },
    remote(),
  );
}

describe("a survey request", () => {
  it("is stored when it keeps the form's rules: a home visit, and a video survey from anywhere", async () => {
    expect((await post(survey)).status).toBe(200);
    expect((await post(video)).status).toBe(200);
    // Tomorrow's 8 am slot until 8 pm today; the last day offered.
    expect((await post({ ...survey, preferred_date: "2026-12-05" })).status).toBe(200);
    expect((await post({ ...survey, preferred_date: "2026-12-18", preferred_slot: "18:00–20:00 IST" })).status).toBe(
      200,
    );
    expect(
      (await post({ ...survey, estimate_link: "http://localhost/hi/cost-estimator?tab=items&i=bed" })).status,
    ).toBe(200);
    expect(stored()).toHaveLength(5);
  });

  it.each([
    ["a date long past", { preferred_date: "1900-01-01" }],
    ["today", { preferred_date: "2026-12-04" }],
    ["a day beyond two weeks", { preferred_date: "2026-12-19" }],
    ["a date that is no date", { preferred_date: "next week" }],
    ["a slot that is not offered", { preferred_slot: "<b>25:00</b>" }],
    ["the slot after closing", { preferred_slot: "20:00–22:00 IST" }],
    ["a language not in the table", { language: "Klingon" }],
    ["an estimate link to another host", { estimate_link: "https://evil.example/cost-estimator?steal=1" }],
    ["a script link", { estimate_link: "javascript:alert(document.domain)" }],
    ["a link to another page of the site", { estimate_link: `${site.url}/free-estimate` }],
    ["a kind of survey not offered", { survey_type: "Drone survey" }],
    ["a home visit where there is no office", { city: "Lucknow" }],
    ["a home visit without an address", { address: "" }],
    ["a floor not offered", { floor: "99th floor" }],
    ["a lift answer that is neither", { lift: "Maybe" }],
    ["a phone that is not a mobile", { phone: "12345" }],
    ["an e-mail address that is none", { email: "not an address" }],
    ["no name", { name: "" }],
    ["a field the form does not send", { note: "hello" }],
  ])("with %s is refused with 400 in the provider's format, storing nothing", async (_label, change) => {
    const res = await post({ ...survey, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(stored()).toEqual([]);
  });

  it("is refused tomorrow morning once that slot is less than 12 hours away", async () => {
    const evening = new Date("2026-12-04T21:00:00+05:30");
    expect((await post({ ...survey, preferred_date: "2026-12-05" }, evening)).status).toBe(400);
    expect(
      (await post({ ...survey, preferred_date: "2026-12-05", preferred_slot: "10:00–12:00 IST" }, evening)).status,
    ).toBe(200);
  });

  it("is known by any of its own fields, so leaving out the kind of survey does not skip the rules", async () => {
    const res = await post({ access_key: accessKey, name: "x", estimate_link: "https://evil.example/cost-estimator" });
    expect(res.status).toBe(400);
    expect((await post({ access_key: accessKey, name: "x", preferred_date: "1900-01-01" })).status).toBe(400);
    expect(stored()).toEqual([]);
  });
});

describe("every form's language", () => {
  it("is one of the table's, in either provider's posts", async () => {
    expect((await post({ access_key: accessKey, name: "x", language: "Klingon" })).status).toBe(400);
    const email = await createInbox({ dir, site }).request(
      "/api/v1.0/email/send",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          user_id: publicKey,
          service_id: serviceId,
          template_id: templates.callback,
          template_params: { name: "x", language: "Klingon" },
        }),
      },
      remote(),
    );
    expect(email.status).toBe(400);
    expect(stored()).toEqual([]);
    expect((await post({ access_key: accessKey, name: "x", language: "Hindi" })).status).toBe(200);
  });
});
