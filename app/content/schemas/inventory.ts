import { z } from "zod";

import { Id, Prose, records, Text } from "./fields.ts";

/**
 * The kinds of room the item list knows: an item names the kinds it is usually found in, and the picker lists a
 * room's usual items first. Several rooms may share a kind (the numbered bedrooms).
 */
export const ROOM_KINDS = ["living", "bedroom", "kitchen", "study", "balcony", "office"] as const;
/** Furniture the crew takes apart at pickup and fits again at delivery, each priced by the dismantling charge. */
export const DISMANTLE_KINDS = ["bed", "wardrobe", "table", "workstation"] as const;
/** The air conditioners the AC service charge prices. */
export const AC_KINDS = ["split", "window"] as const;
/** The home-size columns of the published price tables (prices.json) a load is priced at. */
export const PRICE_COLUMNS = ["1-bhk", "2-bhk", "3-bhk", "4-bhk-villa"] as const;

const Room = z.object({ id: Id, name: Text, kind: z.enum(ROOM_KINDS) }).strict();

const Item = z
  .object({
    id: Id,
    name: Text,
    /** Other words visitors search with ("almirah", "fridge"), in the file's language. */
    also: z.array(Text).default([]),
    /** Why the company does not carry it: such an item is shown but cannot be added. */
    notCarried: Prose.optional(),
    /** The standard packed volume, in cubic feet; 0 for goods not carried. */
    cuFt: z.number().min(0, "a volume of 0 cu ft or more"),
    /** The kinds of room it is usually found in. */
    roomKinds: z.array(z.enum(ROOM_KINDS)).min(1, "at least one kind of room"),
    dismantle: z.enum(DISMANTLE_KINDS).optional(),
    ac: z.enum(AC_KINDS).optional(),
    /** Counted as a carton in the totals. */
    carton: z.literal(true).optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.notCarried !== undefined) {
      if (item.cuFt !== 0)
        ctx.addIssue({ code: "custom", path: ["cuFt"], message: "0 cu ft for goods not carried" });
    } else if (!(item.cuFt > 0) || !Number.isInteger(item.cuFt * 2))
      ctx.addIssue({
        code: "custom",
        path: ["cuFt"],
        message: "a carried item's volume above 0 cu ft, in steps of 0.5",
      });
  });

const Preset = z
  .object({
    id: Id,
    name: Text,
    /** What the typical home holds, room by room: items by id and how many of each. */
    lists: z.array(
      z
        .object({
          room: Id,
          items: z.array(z.object({ item: Id, qty: z.number().int().positive("a whole number above 0") }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

const Vehicle = z
  .object({
    id: Id,
    name: Text,
    /** The inside of the cargo box, in feet. */
    lengthFt: z.number().positive("a length in feet above 0"),
    widthFt: z.number().positive("a width in feet above 0"),
    heightFt: z.number().positive("a height in feet above 0"),
    /** What a safe load fills, in cubic feet. */
    usableCuFt: z.number().positive("a usable volume above 0 cu ft"),
    /** The home-size column of the price tables a load in it is priced at. */
    priceColumn: z.enum(PRICE_COLUMNS),
  })
  .strict();

/** `id` of the list at `path`, or an issue naming the ids it may be. */
function known(ids: readonly string[], id: string, what: string, path: (string | number)[], ctx: z.RefinementCtx) {
  if (!ids.includes(id))
    ctx.addIssue({
      code: "custom",
      path,
      // A long list of ids would bury the message.
      message: `'${id}' is none of the ${what}${ids.length <= 12 ? `: ${ids.map((i) => `'${i}'`).join(", ")}` : ""}`,
    });
}

/**
 * The item list's catalogue (SPEC "Cost estimator"): the rooms a visitor lists goods by, the goods with their
 * packed volumes, the typical homes a list can start from and the vehicles a quote chooses from, smallest first.
 * Ids are kept in visitors' browsers and shared links: a name may change, an id may not. Written once, in English:
 * every figure, a room's kind, an item's kinds of room and how it is charged, and what a typical home holds.
 */
export const inventorySchema = z
  .object({
    rooms: records(Room).min(1, "at least one room"),
    items: records(Item).min(1, "at least one item"),
    presets: records(Preset),
    vehicles: records(Vehicle).min(1, "at least one vehicle"),
    /** The shared truck of a load too small for a vehicle of its own. */
    partLoad: z.object({ name: Text }).strict(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const kinds = file.rooms.map((r) => r.kind);
    file.items.forEach((item, i) =>
      item.roomKinds.forEach((kind, k) =>
        known([...new Set(kinds)], kind, "kinds of the rooms", ["items", i, "roomKinds", k], ctx),
      ),
    );
    const roomIds = file.rooms.map((r) => r.id);
    const carried = file.items.filter((item) => item.notCarried === undefined).map((item) => item.id);
    file.presets.forEach((preset, p) =>
      preset.lists.forEach((list, l) => {
        known(roomIds, list.room, "rooms", ["presets", p, "lists", l, "room"], ctx);
        list.items.forEach(({ item }, i) =>
          known(carried, item, "items carried", ["presets", p, "lists", l, "items", i, "item"], ctx),
        );
      }),
    );
    file.vehicles.forEach((vehicle, v) => {
      const smaller = file.vehicles[v - 1];
      if (smaller && smaller.usableCuFt >= vehicle.usableCuFt)
        ctx.addIssue({
          code: "custom",
          path: ["vehicles", v, "usableCuFt"],
          message: `more than the vehicle before it holds (${smaller.usableCuFt} cu ft): smallest first`,
        });
    });
  });

export type InventoryContent = z.infer<typeof inventorySchema>;

/** Written once, in the English file. */
export const inventoryNeutral = [
  "kind",
  "cuFt",
  "roomKinds",
  "dismantle",
  "ac",
  "carton",
  "lists",
  "lengthFt",
  "widthFt",
  "heightFt",
  "usableCuFt",
  "priceColumn",
] as const;
