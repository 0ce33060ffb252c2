import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { placesOf } from "../../../tests/places";
import { surveyPayload } from "../book-survey-form";
import { surveyProblem } from "./survey-request";

/** 4 December 2026, 10:00 in India. */
const now = new Date("2026-12-04T10:00:00+05:30");
const { cities } = await placesOf();
const context = { now, origins: [new URL(site.url).origin], brand: site.brand, cities: cities.map((c) => c.sent) };
const request = {
  city: "Patna",
  date: "2026-12-07",
  slot: { start: "08:00", end: "10:00" },
  name: "Asha Verma",
  phone: "9876543210",
  email: "",
  language: "Hindi",
};

describe("the survey request's one definition", () => {
  it("passes what the form sends, for both kinds of survey", () => {
    const home = surveyPayload({
      ...request,
      type: "home",
      address: "Flat 3B, Boring Road",
      floor: "3rd floor",
      lift: true,
      estimateLink: `${new URL(site.url).origin}/cost-estimator?kind=local`,
      inventory: "Bedroom: 1 × Double bed",
    });
    expect(surveyProblem(home, context)).toBeNull();
    expect(surveyProblem(surveyPayload({ ...request, type: "video", city: "Lucknow" }), context)).toBeNull();
  });

  it("refuses what the form could not send", () => {
    const home = surveyPayload({ ...request, type: "home", address: "Flat 3B", floor: "3rd floor" });
    expect(surveyProblem({ ...home, city: "Lucknow" }, context)).toMatch(/cities/);
    expect(surveyProblem({ ...home, preferred_slot: "20:00–22:00 IST" }, context)).toMatch(/open times/);
    expect(surveyProblem({ ...home, estimate_link: "https://evil.example/cost-estimator" }, context)).toMatch(
      /estimat/,
    );
  });
});
