import { describe, expect, it } from "vitest";

import { movingPlanIn } from "~/content/moving-plan";
import { EMPTY_STATE } from "~/lib/inventory/state";

import { offeredPlacesOf } from "../../../tests/places";
import { parsePlanQuery as parsePlanQueryIn, type PlanInput, toPlanQuery } from "./input";
import { planFromEstimate, planFromInventory, planHrefFromEstimate, planHrefFromInventory } from "./link";
import { buildPlan as buildPlanWith, isReady, type ReadyInput } from "./plan";

/** The plan of the English content's tasks. */
const { tasks } = await movingPlanIn("en");
const buildPlan = (input: ReadyInput, today: string) => buildPlanWith(input, today, tasks);

const places = await offeredPlacesOf();
const parsePlanQuery = (query: string) => parsePlanQueryIn(query, places);

const full: PlanInput = {
  date: "2027-01-15",
  move: "intercity",
  from: "kolkata",
  to: "delhi",
  size: "4+ BHK/Villa",
  flat: true,
  vehicle: true,
  school: true,
  pets: true,
};

describe("the share link", () => {
  it("rebuilds the same answers and so the same plan", () => {
    const samples: PlanInput[] = [
      full,
      { date: "2026-12-31", move: "local", from: "patna", to: "patna" },
      { date: "2028-02-29", move: "vehicle", from: "other", to: "chennai" },
      { date: "2027-03-01", move: "fine-art" },
      {},
    ];
    for (const input of samples) {
      const back = parsePlanQuery(toPlanQuery(input));
      expect(back).toEqual(input);
      if (isReady(input) && isReady(back))
        expect(buildPlan(back, "2026-12-01")).toEqual(buildPlan(input, "2026-12-01"));
    }
  });

  it("writes only letters, digits and signs a chat app leaves alone", () => {
    expect(toPlanQuery(full)).toBe(
      "date=2027-01-15&move=intercity&from=kolkata&to=delhi&size=4-bhk-villa&flat=1&vehicle=1&school=1&pets=1",
    );
  });

  it("drops a damaged value and keeps the rest; ignores unknown keys", () => {
    expect(
      parsePlanQuery("date=2027-02-30&move=intercity&from=atlantis&to=delhi&size=9-bhk&flat=yes&utm_source=x"),
    ).toEqual({
      move: "intercity",
      to: "delhi",
    });
    expect(parsePlanQuery("move=teleport&date=2027-01-15")).toEqual({ date: "2027-01-15" });
    expect(parsePlanQuery("")).toEqual({});
  });
});

describe("Plan your move, from the estimator and the item list", () => {
  it("carries the estimator's route, size, date and vehicle", () => {
    const input = {
      kind: "between",
      from: "kolkata",
      to: "mumbai",
      size: "2-bhk",
      car: "suv",
      date: "2027-01-10",
    } as const;
    expect(planFromEstimate(input)).toEqual({
      date: "2027-01-10",
      move: "intercity",
      from: "kolkata",
      to: "mumbai",
      size: "2 BHK",
      vehicle: true,
    });
    expect(planHrefFromEstimate(input)).toBe(`/moving-plan?${toPlanQuery(planFromEstimate(input))}`);
  });

  it("maps each kind of estimate to a kind of move", () => {
    const move = (input: Parameters<typeof planFromEstimate>[0]) => planFromEstimate(input).move;
    expect(move({ kind: "local", size: "1-bhk", city: "patna" })).toBe("local");
    expect(move({ kind: "local", size: "office" })).toBe("office");
    expect(move({ kind: "between", size: "none", bike: "sports" })).toBe("vehicle");
    expect(move({ kind: "defence" })).toBe("defence");
    expect(move({ kind: "fine-arts" })).toBe("fine-art");
    expect(move({ kind: "warehousing" })).toBeUndefined();
    expect(planFromEstimate({ kind: "local", city: "patna", size: "office" })).toMatchObject({
      from: "patna",
      to: "patna",
    });
    expect(planFromEstimate({ kind: "local", size: "office" }).size).toBeUndefined();
  });

  it("carries the item list's route, date, and a floor above the ground as a flat", () => {
    const state = {
      ...EMPTY_STATE,
      move: "between" as const,
      from: "ranchi",
      to: "pune",
      date: "2027-02-01",
      delivery: { ...EMPTY_STATE.delivery, floor: 3 },
    };
    expect(planFromInventory(state)).toEqual({
      date: "2027-02-01",
      move: "intercity",
      from: "ranchi",
      to: "pune",
      flat: true,
    });
    expect(planFromInventory({ ...EMPTY_STATE, move: "local", city: "patna" })).toEqual({
      move: "local",
      from: "patna",
      to: "patna",
    });
    expect(planHrefFromInventory(EMPTY_STATE)).toBe("/moving-plan");
  });
});
