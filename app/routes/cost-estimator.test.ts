// @vitest-environment node
import { describe, expect, it } from "vitest";

import { estimatorIn } from "~/content/estimator";
import { priceTablesIn } from "~/content/prices/tables";

import { placesOf } from "../../tests/places";
import { handle } from "./cost-estimator";

/** The page's data carries the price tables its loader read, and the estimate's lines in English. */
const data = { prices: { ...(await priceTablesIn("hi")), englishLines: (await estimatorIn("en")).lines } };
/** And the layout's, the cities. */
const places = await placesOf("hi");
const page = (href?: string) => ({
  pathname: "/cost-estimator",
  params: {},
  url: href ? new URL(href) : undefined,
  data,
  places,
});

describe("the estimator's chat topic", () => {
  it("is the result's total and its link once the URL holds a complete estimate", () => {
    const topic = handle.chat(
      page("https://example.in/hi/cost-estimator?utm_source=x&move=local&size=1-bhk&city=patna"),
    );
    expect(topic).toMatchObject({ kind: "estimate", total: expect.stringMatching(/^₹\d/) });
    // The estimate's own link, in the page's language, without anything else the URL carried.
    expect(topic?.kind === "estimate" && topic.link).toBe(
      "https://example.in/hi/cost-estimator?move=local&size=1-bhk&city=patna",
    );
  });

  it("is nothing before hydration, or while the estimate is incomplete", () => {
    expect(handle.chat(page())).toBeUndefined();
    expect(handle.chat(page("https://example.in/cost-estimator"))).toBeUndefined();
    expect(handle.chat(page("https://example.in/cost-estimator?move=local"))).toBeUndefined();
    expect(handle.chat(page("https://example.in/cost-estimator?tab=items&move=local.patna"))).toBeUndefined();
  });
});
