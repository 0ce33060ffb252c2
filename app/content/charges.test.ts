// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  AC_SERVICE,
  DISMANTLING,
  extraCharges,
  INSURANCE,
  insuranceRangeText,
  LONG_CARRY,
  PREMIUM_PACKING,
  SHUTTLE,
  STAIRS,
  STORAGE,
  termsChargesClause,
  WAITING,
} from "./charges";
import { courtsOf, courtsPlace } from "./facts";
import { GST } from "./gst";
import { shuttleVehicle } from "./inventory/vehicles";
import { legalIn } from "./legal";

const rs = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const rule = (id: string) => extraCharges.find((c) => c.id === id)!.rule;

describe("the published extra charges", () => {
  it("cover every charge the issue names, once each", () => {
    expect(extraCharges.map((c) => c.id)).toEqual([
      "stairs",
      "long-carry",
      "shuttle",
      "dismantling",
      "ac-service",
      "premium-packing",
      "waiting",
      "storage",
      "insurance",
      "tolls",
      "society-fees",
      "gst",
    ]);
    expect(new Set(extraCharges.map((c) => c.name)).size).toBe(extraCharges.length);
  });

  it("print each rate the estimator computes with, in the rule's own text", () => {
    expect(rule("stairs")).toContain(rs(STAIRS.perFloorPerStep));
    expect(rule("long-carry")).toContain(`${LONG_CARRY.freeMetres} m`);
    expect(rule("long-carry")).toContain(rs(LONG_CARRY.perStepPerVolumeStep));
    expect(rule("shuttle")).toContain(rs(SHUTTLE.perTrip));
    expect(rule("shuttle")).toContain(`${shuttleVehicle.usableCuFt} cu ft`);
    for (const rate of Object.values(DISMANTLING)) expect(rule("dismantling")).toContain(rs(rate));
    for (const rate of Object.values(AC_SERVICE)) expect(rule("ac-service")).toContain(rs(rate));
    expect(rule("premium-packing")).toContain(rs(PREMIUM_PACKING.perCuFt));
    expect(rule("waiting")).toContain(`${WAITING.freeHours} hours`);
    expect(rule("waiting")).toContain(rs(WAITING.perHour));
    expect(rule("storage")).toContain(rs(STORAGE.perDayPerStep));
    expect(rule("insurance")).toContain(insuranceRangeText);
    expect(rule("gst")).toContain(`${GST.percent}%`);
  });

  it("keep the spec's insurance premium of 1–3% of the declared value", () => {
    expect(INSURANCE).toEqual({ minPercent: 1, maxPercent: 3 });
    expect(insuranceRangeText).toBe("1–3%");
  });

  it("only charges passed on at cost are left out of a quote's total", () => {
    expect(extraCharges.filter((c) => c.when === "at-actual").map((c) => c.id)).toEqual(["tolls", "society-fees"]);
    expect(extraCharges.filter((c) => c.when === "on-the-day").map((c) => c.id)).toEqual(["waiting"]);
  });

  it("give the terms a clause naming every charge and the page", () => {
    const clause = termsChargesClause("https://movers.example.in");
    expect(clause).toContain("https://movers.example.in/charges");
    for (const c of extraCharges) expect(clause.toLowerCase()).toContain(c.name.toLowerCase());
    expect(clause).toContain("GST");
  });

  it("are what the terms say about extra charges, word for word", async () => {
    const url = "https://movers.example.in";
    const courts = courtsOf("Bihar");
    const context = { brand: "B", email: "e@x.in", phone: "1", address: "A", url, courts };
    const { terms } = await legalIn("en", context, courtsPlace(courts));
    const payment = terms.find((s) => s.id === "payment")!.blocks;
    expect(payment).toContain(termsChargesClause(url));
  });
});
