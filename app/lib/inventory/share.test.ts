// @vitest-environment node
import { describe, expect, it } from "vitest";

import { estimatorIn } from "~/content/estimator";

import { offeredPlacesOf } from "../../../tests/places";
import { englishFloor } from "./floor";
import { listPhrases } from "./phrases";
import { fromShareQuery as fromShareQueryIn, hasSharedList, toShareQuery } from "./share";
import { applyPreset, EMPTY_STATE, type InventoryState } from "./state";

const places = await offeredPlacesOf();
// The notices as an English page words them.
const { notice } = listPhrases((await estimatorIn("en")).list.lines, "en", englishFloor);
const fromShareQuery = (query: string | URLSearchParams) => fromShareQueryIn(query, places);

const full: InventoryState = {
  ...applyPreset(EMPTY_STATE, "3-bhk"),
  move: "between",
  from: "kolkata",
  to: "bangalore",
  date: "2027-01-15",
  pickup: { floor: 2, lift: true, carryMetres: 40, narrowLane: false },
  delivery: { floor: 3, lift: false, carryMetres: 0, narrowLane: true },
  packing: "premium",
  selfService: ["bed", "ac"],
  storageDays: 12,
  declaredValue: 750000,
};

describe("share link", () => {
  it("round-trips a full list, with nothing dropped", () => {
    const q = toShareQuery(full);
    expect(fromShareQuery(q)).toEqual({ state: full, notices: [] });
    expect(hasSharedList(q)).toBe(true);
  });

  it("round-trips a local move with and without a city, and the defaults", () => {
    for (const s of [
      { ...applyPreset(EMPTY_STATE, "1-bhk"), move: "local" as const, city: "patna" },
      { ...applyPreset(EMPTY_STATE, "1-bhk"), move: "local" as const },
      applyPreset(EMPTY_STATE, "2-bhk"),
    ])
      expect(fromShareQuery(toShareQuery(s)).state).toEqual(s);
  });

  it("uses only characters a chat app keeps in a link", () => {
    const q = toShareQuery(full);
    expect(q).toMatch(/^[A-Za-z0-9=&*._-]+$/);
    // Through a URL and back, as a chat app does.
    const url = new URL(`https://movers.example.in/cost-estimator?${q}`);
    expect(fromShareQuery(url.search).state).toEqual(full);
  });

  it("keeps a quantity of 1 short and longer ones explicit", () => {
    const q = new URLSearchParams(toShareQuery({ ...EMPTY_STATE, items: { living: { "sofa-3": 1, chair: 4 } } }));
    expect(q.get("items")).toBe("living.sofa-3.chair_4");
  });

  it("drops the damaged parts of a link with a notice and keeps the rest", () => {
    const r = fromShareQuery(
      "tab=items&items=living.sofa-3.warp-drive.chair_x*attic.bed*kitchen.microwave_2&move=between.kolkata.atlantis&pickup=1.2.3&on=2026-02-30",
    );
    expect(r.state.items).toEqual({ living: { "sofa-3": 1 }, kitchen: { microwave: 2 } });
    expect(r.state.move).toBe("between");
    expect(r.state.from).toBe("kolkata");
    expect(r.state.to).toBeUndefined();
    expect(r.state.pickup).toEqual(EMPTY_STATE.pickup);
    expect(r.state.date).toBeUndefined();
    expect(r.notices.map(notice)).toEqual([
      "3 entries of the shared list could not be used (no longer in our list of items, or damaged) and were removed.",
      "Some details of the shared list could not be read and were reset: moving to, moving date, pickup details.",
    ]);
  });

  it("is not taken for a list without items", () => {
    expect(hasSharedList("tab=items")).toBe(false);
    expect(hasSharedList("move=local&size=2-bhk")).toBe(false);
  });
});
