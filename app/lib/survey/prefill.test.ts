import { describe, expect, it } from "vitest";

import { ATTACH_PARAM, ATTACH_VALUE, wantsInventory } from "~/lib/inventory/request";

import { placesOf } from "../../../tests/places";
import { surveyHref } from "./link";
import { readSurveyPrefill as readWith } from "./prefill";

const ORIGIN = "https://www.example.in";
const { cities } = await placesOf();
const readSurveyPrefill = (query: string, origins: readonly string[]) => readWith(query, origins, cities);
const query = (href: string) => href.split("?")[1] ?? "";

describe("the way into /book-survey", () => {
  it("is the bare page when there is nothing to carry", () => {
    expect(surveyHref()).toBe("/book-survey");
    expect(readSurveyPrefill("", [ORIGIN])).toEqual({ attach: false });
  });

  it("carries a city page's city, the estimate's link and the kept list, and the page reads them back", () => {
    const estimate = `${ORIGIN}/hi/cost-estimator?tab=items&i=bed`;
    const href = surveyHref({ city: "patna", estimate, attach: true });
    const prefill = readSurveyPrefill(query(href), [ORIGIN]);
    expect(prefill.city?.name).toBe("Patna");
    expect(prefill.estimateLink).toBe(estimate);
    expect(prefill.attach).toBe(true);
    // The list is asked for as the free-estimate form asks for it.
    expect(new URLSearchParams(query(href)).get(ATTACH_PARAM)).toBe(ATTACH_VALUE);
    expect(wantsInventory(query(href))).toBe(true);
  });

  it("knows the head office's city and reads a slug in any case", () => {
    expect(readSurveyPrefill("city=kolkata", [ORIGIN]).city?.name).toBe("Kolkata");
    expect(readSurveyPrefill("city=Ranchi", [ORIGIN]).city?.name).toBe("Ranchi");
    expect(readSurveyPrefill("city=lucknow", [ORIGIN]).city).toBeUndefined();
  });

  it("passes on only a link to the site's own estimator", () => {
    const read = (estimate: string) => readSurveyPrefill(query(surveyHref({ estimate })), [ORIGIN]).estimateLink;
    expect(read(`${ORIGIN}/cost-estimator?move=local`)).toBe(`${ORIGIN}/cost-estimator?move=local`);
    expect(read("https://evil.example/cost-estimator?move=local")).toBeUndefined();
    expect(read(`${ORIGIN}/free-estimate`)).toBeUndefined();
    expect(read("javascript:alert(1)")).toBeUndefined();
    expect(read(`${ORIGIN}/cost-estimator?x=${"a".repeat(2000)}`)).toBeUndefined();
  });
});
