// @vitest-environment node
import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { locales } from "../../config/locales";
import type { InventoryContent } from "./inventory";

const problemWith = (edit: (file: InventoryContent) => void) => problemWithEdit<InventoryContent>("inventory", edit);

describe("an item list's catalogue that breaks a rule", () => {
  it("names the file, the path and what was expected", async () => {
    expect(await problemWith((file) => (file.items[1]!.id = file.items[0]!.id))).toMatch(
      /\/en\/inventory\.json:\n\s+items\[1\]\.id: the id 'sofa-3' is used twice/,
    );
  });

  it("refuses an item in a kind of room no room is", async () => {
    expect(await problemWith((file) => (file.rooms = file.rooms.filter((r) => r.kind !== "study")))).toMatch(
      /items\[\d+\]\.roomKinds\[\d\]: 'study' is none of the kinds of the rooms/,
    );
  });

  it("refuses a volume of 0 or less for goods carried, and any volume for goods not carried", async () => {
    expect(await problemWith((file) => (file.items[0]!.cuFt = 0))).toContain(
      "items[0].cuFt: a carried item's volume above 0 cu ft, in steps of 0.5",
    );
    expect(await problemWith((file) => (file.items[0]!.cuFt = -3))).toContain("items[0].cuFt:");
    const notCarried = (file: InventoryContent) => file.items.findIndex((i) => i.notCarried !== undefined);
    expect(
      await problemWith((file) => {
        file.items[notCarried(file)]!.cuFt = 4;
      }),
    ).toMatch(/items\[\d+\]\.cuFt: 0 cu ft for goods not carried/);
  });

  it("refuses a typical home that holds an item or a room the file lacks", async () => {
    expect(await problemWith((file) => (file.presets[0]!.lists[0]!.items[0]!.item = "piano-grand"))).toContain(
      "presets[0].lists[0].items[0].item: 'piano-grand' is none of the items carried",
    );
    expect(await problemWith((file) => (file.presets[0]!.lists[0]!.room = "attic"))).toContain(
      "presets[0].lists[0].room: 'attic' is none of the rooms",
    );
  });

  it("refuses vehicles that are not smallest first", async () => {
    expect(await problemWith((file) => file.vehicles.reverse())).toContain(
      "vehicles[1].usableCuFt: more than the vehicle before it holds",
    );
  });

  it("refuses a translation that leaves an item unnamed, naming the language's file and the path", async () => {
    for (const locale of locales.filter((l) => l !== "en")) {
      const unnamed = await problemWithEdit<InventoryContent>(
        "inventory",
        (file) => delete (file.items[2] as { name?: string }).name,
        locale,
      );
      expect(unnamed, locale).toMatch(new RegExp(`/${locale}/inventory\\.json:\\n\\s+items\\[2\\]\\.name: missing, though the English file has it`));
      const missing = await problemWithEdit<InventoryContent>(
        "inventory",
        (file) => (file.items = file.items.filter((i) => i.id !== "sofa-2")),
        locale,
      );
      expect(missing, locale).toMatch(new RegExp(`/${locale}/inventory\\.json:\\n\\s+items: 'sofa-2' is not translated`));
    }
  });
});
