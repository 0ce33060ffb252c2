// @vitest-environment node
import { describe, expect, it } from "vitest";

import { locales } from "~/config/locales";
import { indianNumber } from "~/config/numbers";
import { quoteChargesIn } from "~/content/charges";
import { findPlace } from "~/content/distances";
import { cityFormsIn, estimatorIn } from "~/content/estimator";
import { floorName, floorWordsIn } from "~/content/floors";
import { counted } from "~/content/plurals";
import { priceTablesIn } from "~/content/prices/tables";

import { offeredPlacesOf } from "../../../tests/places";
import { onTheDayNote } from "./charges";
import { type ListNotice, listPhrases } from "./phrases";
import { quoteOf } from "./quote";
import { type Access, applyPreset, EMPTY_STATE, GROUND, type InventoryState } from "./state";
import { totalsOf } from "./totals";

/** What a template left unfilled. */
const placeholder = /\{[^{}]*\}/;

/** A list with something for every extra charge: stairs, a long carry, a shuttle, dismantling, ACs, packing, storage. */
const everyCharge: InventoryState = {
  ...applyPreset(EMPTY_STATE, "2-bhk"),
  items: {
    ...applyPreset(EMPTY_STATE, "2-bhk").items,
    "bedroom-2": { "single-bed": 1, "wardrobe-2": 1, "ac-split": 2, "ac-window": 1 },
    office: { workstation: 3, "office-desk": 1 },
  },
  move: "between",
  from: "kolkata",
  to: "patna",
  pickup: { floor: 4, lift: false, carryMetres: 45, narrowLane: true },
  delivery: { floor: 12, lift: false, carryMetres: 0, narrowLane: false },
  packing: "premium",
  storageDays: 3,
  declaredValue: 500000,
};

describe.each(locales)("the item list's lines in %s, from the language's templates", async (locale) => {
  const words = await estimatorIn(locale);
  const lines = words.list.lines;
  const floors = await floorWordsIn(locale);
  const cityForms = await cityFormsIn(words, locale);
  const places = await offeredPlacesOf(locale);
  const { tables } = await priceTablesIn(locale);
  const { charges } = await quoteChargesIn(locale);
  const floor = (n: number) => floorName(floors, n, locale);
  const say = listPhrases(lines, locale, floor);
  const place = (slug: string | undefined) => {
    const found = findPlace(places, slug);
    return found && { name: found.name, ...cityForms?.[found.slug] };
  };

  it("fills every line of a quote with every charge, each count in its plural form", () => {
    const quote = quoteOf(everyCharge, tables, charges, places, { ...words.lines, ...say });
    if (quote.price.status !== "ready") throw new Error(quote.price.status);
    const { lines: quoted, atActual, notes } = quote.price;
    expect(new Set(quoted.map((l) => l.id))).toEqual(
      new Set([
        "table",
        "stairs",
        "long-carry",
        "shuttle",
        "dismantling",
        "ac-service",
        "premium-packing",
        "storage",
        "gst",
        "insurance",
      ]),
    );
    const texts = [...quoted.flatMap((l) => [l.label, l.detail]), ...atActual.map((l) => l.detail), ...notes];
    for (const text of [...texts, onTheDayNote(charges, say)]) expect(text).not.toMatch(placeholder);
    // The stairs at the 12th floor name it as the floor question does, and count the floors climbed.
    const stairs = quoted.filter((l) => l.id === "stairs");
    expect(stairs.map((l) => l.label).join()).toContain(floor(12));
    expect(stairs.map((l) => l.detail).join()).toContain(counted(lines.floors, 12, locale));
    const dismantled = quoted.filter((l) => l.id === "dismantling").map((l) => l.label);
    const { dismantle } = totalsOf(everyCharge.items);
    for (const kind of ["bed", "wardrobe", "table", "workstation"] as const)
      expect(dismantled).toContain(filled(lines.dismantle, counted(lines.dismantled[kind], dismantle[kind], locale)));
  });

  it("counts the goods in the language's forms, none included, with grouped digits", () => {
    const none = say.goods(totalsOf({}));
    expect(none).toContain(counted(lines.items, 0, locale));
    const many = say.goods({ ...totalsOf({}), items: 14850, cartons: 1 });
    expect(many).toContain(counted(lines.items, 14850, locale, indianNumber(14850)));
    expect(many).toContain(counted(lines.cartons, 1, locale));
    expect(many).not.toMatch(placeholder);
  });

  it("names a route's cities, a city within in the form the language's sentence takes", () => {
    expect(say.route(EMPTY_STATE, place)).toBeUndefined();
    expect(say.route({ ...EMPTY_STATE, move: "local" }, place)).toBe(lines.route.withinACity);
    for (const city of places) {
      const within = say.route({ ...EMPTY_STATE, move: "local", city: city.slug }, place)!;
      const forms = cityForms?.[city.slug];
      expect(within).toContain(
        lines.route.within.includes("{cityOf}")
          ? forms!.of!
          : lines.route.within.includes("{cityIn}")
            ? forms!.in!
            : city.name,
      );
      expect(within).not.toMatch(placeholder);
    }
    const between = say.route({ ...EMPTY_STATE, move: "between", from: "kolkata", to: "delhi" }, place)!;
    expect(between).toContain(findPlace(places, "kolkata")!.name);
    expect(between).toContain(findPlace(places, "delhi")!.name);
  });

  it("says the access at an end: the floor and its lift, the carry and a narrow lane", () => {
    const at = (a: Partial<Access>) => say.access({ ...GROUND, ...a });
    expect(at({})).toBe([lines.access.ground, lines.access.atTheDoor].join(", "));
    expect(at({ floor: 3, lift: true })).toContain(filled(lines.access.lift, floor(3), "floor"));
    expect(at({ floor: 3 })).toContain(filled(lines.access.noLift, floor(3), "floor"));
    const far = at({ floor: 21, carryMetres: 120, narrowLane: true });
    expect(far).toContain(lines.access.narrowLane);
    expect(far).toContain(filled(lines.access.carry, "120", "metres"));
  });

  it("tells each problem with a saved or shared list, naming what was lost", () => {
    const notices: ListNotice[] = [
      { list: "saved", problem: "unreadable" },
      { list: "shared", problem: "dropped", entries: 3 },
      { list: "shared", problem: "reset", details: ["to", "date"] },
      { list: "saved", problem: "cleared" },
      { list: "saved", problem: "outdated" },
    ];
    const told = notices.map(say.notice);
    expect(new Set(told).size).toBe(notices.length);
    for (const text of told) expect(text).not.toMatch(placeholder);
    expect(told[1]).toBe(counted(lines.notices.shared.dropped, 3, locale));
    expect(told[2]).toContain(lines.details.to);
    expect(told[2]).toContain(lines.details.date);
  });
});

/** A template with its one placeholder (`count` unless named) written out. */
const filled = (template: string, value: string, name = "pieces") => template.replace(`{${name}}`, value);
