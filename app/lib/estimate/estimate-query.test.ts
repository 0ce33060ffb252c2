/** The estimate in a URL, a summary, a free-estimate prefill and a WhatsApp share. */
import { describe, expect, it } from "vitest";

import { whatsappHref } from "~/config/site";
import { estimatorIn } from "~/content/estimator";
import { priceTablesIn } from "~/content/prices/tables";
import { formatPrice, type Price } from "~/content/prices/types";
import { readPrefill } from "~/lib/estimate/prefill";

import { offeredPlacesOf } from "../../../tests/places";
import {
  EMPTY_INPUT,
  estimate as estimateWith,
  type EstimateInput,
  freeEstimateHref as hrefWith,
  NO_HOME,
  parseQuery as parseWith,
  summarise as summariseWith,
  toQuery,
} from ".";

const { tables } = await priceTablesIn("en");
const { lines } = await estimatorIn("en");
const places = await offeredPlacesOf();
const estimate = (input: EstimateInput) => estimateWith(input, tables, places, lines);
const parseQuery = (query: string) => parseWith(query, tables, places);
const summarise = (input: EstimateInput, link?: string) => summariseWith(input, { tables, say: lines }, places, link);
const freeEstimateHref = (input: EstimateInput) => hrefWith(input, { tables, say: lines }, places);
/** A cell of the national table by row and column id, as the summary prints it. */
const national = (row: string, column: string) => {
  const t = tables["national-shifting"];
  return t.rows.find((r) => r.id === row)!.cells[t.columns.findIndex((c) => c.id === column)]!;
};
const rs = (p: Price) => `₹${formatPrice(p)}`;

describe("URL query", () => {
  const samples: EstimateInput[] = [
    { kind: "local", size: "2-bhk" },
    { kind: "local", size: "office", city: "patna", date: "2026-12-20" },
    {
      kind: "between",
      from: "kolkata",
      to: "delhi",
      size: "4-bhk-villa",
      car: "luxury",
      bike: "100-150cc",
      date: "2027-01-31",
    },
    { kind: "between", from: "chennai", to: "guwahati", size: NO_HOME, bike: "cruiser-sports" },
    { kind: "defence", from: "jaipur", to: "raipur", size: "3-bhk", car: "hatchback" },
    { kind: "fine-arts", from: "mumbai", to: "bangalore", size: "1-bhk" },
    { kind: "warehousing", from: "gurgaon", to: "kolkata" },
    { kind: "between" },
  ];

  it.each(samples)("round-trips %o", (input) => {
    expect(parseQuery(toQuery(input))).toEqual(input);
  });

  it("is readable", () => {
    expect(
      toQuery({ kind: "between", from: "kolkata", to: "delhi", size: "4-bhk-villa", car: "sedan", bike: "150-250cc" }),
    ).toBe("move=between&size=4-bhk-villa&from=kolkata&to=delhi&car=sedan&bike=150-250cc");
    expect(toQuery(EMPTY_INPUT)).toBe("");
  });

  it("writes only the fields the kind uses", () => {
    expect(toQuery({ kind: "local", size: "1-bhk", from: "patna", car: "suv" })).toBe("move=local&size=1-bhk");
    expect(toQuery({ kind: "fine-arts", size: "1-bhk", from: "patna", to: "pune", car: "suv", city: "patna" })).toBe(
      "move=fine-arts&size=1-bhk&from=patna&to=pune",
    );
  });

  it.each([
    ["missing everything", ""],
    ["no kind", "?from=kolkata&to=delhi&size=2-bhk"],
    ["unknown kind", "?move=teleport&size=2-bhk"],
    ["unknown city", "?move=between&from=atlantis&to=delhi&size=2-bhk"],
    ["unknown destination", "?move=between&from=kolkata&to=Delhi%20NCR&size=2-bhk"],
    ["negative size", "?move=local&size=-1"],
    ["negative home size", "?move=between&from=kolkata&to=delhi&size=-2-bhk"],
    ["size of another kind", "?move=local&size=4-bhk-villa"],
    ["unknown car", "?move=between&from=kolkata&to=delhi&size=2-bhk&car=tractor"],
    ["unknown bike", "?move=between&from=kolkata&to=delhi&size=2-bhk&bike=-100cc"],
    ["impossible date", "?move=local&size=1-bhk&date=2026-02-30"],
    ["malformed date", "?move=local&size=1-bhk&date=tomorrow"],
    ["repeated key", "?move=local&size=1-bhk&size=2-bhk"],
    ["empty value", "?move=local&size="],
  ])("falls back to the empty form without throwing: %s", (_why, query) => {
    expect(() => parseQuery(query)).not.toThrow();
    expect(parseQuery(query)).toEqual(EMPTY_INPUT);
    expect(estimate(parseQuery(query))).toEqual({ status: "empty" });
  });

  it("ignores keys it does not know, and fields the kind does not use", () => {
    expect(parseQuery("?utm_source=whatsapp&move=local&size=3-bhk&from=delhi")).toEqual({
      kind: "local",
      size: "3-bhk",
    });
    expect(parseQuery("?utm_source=whatsapp")).toEqual(EMPTY_INPUT);
  });
});

describe("summary, free-estimate prefill and WhatsApp", () => {
  const input: EstimateInput = {
    kind: "between",
    from: "kolkata",
    to: "delhi",
    size: "2-bhk",
    car: "sedan",
    date: "2026-12-20",
  };

  it("summarises the route, the figures, the total, the date and that prices are approximate", () => {
    const text = summarise(input, "https://movers.example/cost-estimator?move=between");
    expect(text).toContain("Kolkata to Delhi");
    const home = national("delhi", "2-bhk") as { fixed: number };
    const car = national("delhi", "car") as { min: number; max: number };
    expect(text).toContain(`2 BHK household goods: ${rs(home)}`);
    expect(text).toContain(`Sedan car: ${rs(car)}`);
    expect(text).toContain(`Total: ${rs({ min: home.fixed + car.min, max: home.fixed + car.max })}`);
    expect(text).toContain("20 December 2026");
    expect(text).toMatch(/approximate/);
    expect(text.endsWith("\nhttps://movers.example/cost-estimator?move=between")).toBe(true);
    expect(summarise({})).toBe("");
  });

  it("prefills the free-estimate form with route, date, service and summary", () => {
    const href = freeEstimateHref(input);
    const [path, query] = href.split("?");
    expect(path).toBe("/free-estimate");
    const q = new URLSearchParams(query);
    expect(q.get("origin_city")).toBe("Kolkata");
    expect(q.get("destination_city")).toBe("Delhi");
    expect(q.get("date")).toBe("2026-12-20");
    expect(q.get("shipment_mode")).toBe("Home Shifting");
    expect(q.get("shipment_description")).toBe(summarise(input));
  });

  it("maps each kind to a free-estimate service", () => {
    const mode = (i: EstimateInput) => new URLSearchParams(freeEstimateHref(i).split("?")[1]).get("shipment_mode");
    expect(mode({ kind: "local", size: "1-bhk" })).toBe("Local Shifting");
    expect(mode({ kind: "local", size: "office" })).toBe("Corporate Relocation");
    expect(mode({ kind: "between", size: NO_HOME, car: "suv" })).toBe("Car Relocation");
    expect(mode({ kind: "between", size: NO_HOME, bike: "sports" })).toBe("Bike Relocation");
    expect(mode({ kind: "defence" })).toBe("Defence Relocation");
    expect(mode({ kind: "fine-arts" })).toBe("Fine Arts Relocation");
    expect(mode({ kind: "warehousing" })).toBe("Warehouse & Storage");
  });

  it("shares on WhatsApp with the business number and the encoded summary", () => {
    expect(whatsappHref("919830012345", "2 BHK & car: ₹31,500")).toBe(
      "https://wa.me/919830012345?text=2%20BHK%20%26%20car%3A%20%E2%82%B931%2C500",
    );
  });

  it("the free-estimate page reads back only known fields and valid values", () => {
    const q = new URLSearchParams(freeEstimateHref(input).split("?")[1]);
    q.set("contact_number", "9999999999");
    expect(readPrefill(q, ["Home Shifting"])).toEqual({
      origin_city: "Kolkata",
      destination_city: "Delhi",
      date: "2026-12-20",
      shipment_mode: "Home Shifting",
      shipment_description: summarise(input),
    });
    expect(readPrefill("?shipment_mode=Teleport&date=soon&origin_city=%20", ["Home Shifting"])).toEqual({});
  });
});
