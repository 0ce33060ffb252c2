// @vitest-environment node
import { describe, expect, it } from "vitest";

import { estimatorIn } from "~/content/estimator";

import { offeredPlacesOf } from "../../../tests/places";
import { englishFloor } from "./floor";
import { listPhrases } from "./phrases";
import { applyPreset, EMPTY_STATE, type InventoryState } from "./state";
import { parseStored as parseStoredIn, serialise, STORAGE_VERSION } from "./storage";

const places = await offeredPlacesOf();
// The notices as an English page words them.
const { notice } = listPhrases((await estimatorIn("en")).list.lines, "en", englishFloor);
const parseStored = (raw: string | null) => parseStoredIn(raw, places);

const saved: InventoryState = {
  ...applyPreset(EMPTY_STATE, "2-bhk"),
  move: "local",
  city: "pune",
  delivery: { floor: 3, lift: false, carryMetres: 30, narrowLane: true },
  declaredValue: 400000,
};
const stored = (state: unknown, v: unknown = STORAGE_VERSION) => JSON.stringify({ v, state });

describe("stored list", () => {
  it("reads back what was saved", () => {
    expect(parseStored(serialise(saved))).toEqual({ state: saved, notices: [] });
  });

  it("nothing stored is an empty list without a notice", () => {
    expect(parseStored(null)).toEqual({ state: EMPTY_STATE, notices: [] });
    expect(parseStored("")).toEqual({ state: EMPTY_STATE, notices: [] });
  });

  it("corrupted text or shape is cleared with a notice, never thrown", () => {
    for (const raw of ["{not json", "null", "42", '"text"', "[]", '{"v":1}', stored("a string"), stored(null)]) {
      const r = parseStored(raw);
      expect(r.state, raw).toEqual(EMPTY_STATE);
      expect(r.notices, raw).toHaveLength(1);
    }
  });

  it("an older version is cleared with its own notice", () => {
    const r = parseStored(stored(saved, 0));
    expect(r.state).toEqual(EMPTY_STATE);
    expect(r.notices).toEqual([{ list: "saved", problem: "outdated" }]);
    expect(notice(r.notices[0]!)).toMatch(/older version/);
  });

  it("an item removed from the catalogue is dropped, the rest of the list kept", () => {
    const old = { ...saved, items: { ...saved.items, living: { ...saved.items.living, "crt-tv": 1 } } };
    const r = parseStored(stored(old));
    expect(r.state).toEqual(saved);
    expect(r.notices.map(notice)).toEqual([
      "1 entry of your saved list could not be used (no longer in our list of items, or damaged) and was removed.",
    ]);
  });

  it("bad values are reset one by one", () => {
    const r = parseStored(
      stored({
        ...saved,
        items: { ...saved.items, kitchen: { ...saved.items.kitchen, microwave: -2, "gas-cylinder": 1 } },
        city: 12,
        pickup: { floor: "3", lift: false, carryMetres: 0, narrowLane: false },
        packing: "gold",
        selfService: ["bed", "roof"],
        storageDays: 1.5,
        declaredValue: Number.MAX_SAFE_INTEGER,
      }),
    );
    expect(r.state.items.kitchen?.microwave).toBeUndefined();
    expect(r.state.items.kitchen?.["gas-cylinder"]).toBeUndefined();
    expect(r.state).toMatchObject({
      move: "local",
      pickup: EMPTY_STATE.pickup,
      delivery: saved.delivery,
      packing: "standard",
      selfService: [],
      storageDays: 0,
      declaredValue: 0,
    });
    expect(r.state.city).toBeUndefined();
    expect(r.notices.map(notice)).toEqual([
      "2 entries of your saved list could not be used (no longer in our list of items, or damaged) and were removed.",
      "Some details of your saved list could not be read and were reset: city, pickup details, packing, work you do yourself, storage days, declared value.",
    ]);
  });
});
