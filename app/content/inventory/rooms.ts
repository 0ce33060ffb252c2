/**
 * The rooms a visitor lists goods by (content/en/inventory.json). Bedrooms are numbered so a 3 BHK keeps three
 * separate lists. Ids are stored in the browser and in shared links: rename a label freely, never an id.
 */
import type { ROOM_KINDS } from "../schemas/inventory.ts";
import { englishCatalogue } from "./items.ts";

export type RoomKind = (typeof ROOM_KINDS)[number];

export interface Room {
  id: string;
  name: string;
  kind: RoomKind;
}

export const rooms: readonly Room[] = englishCatalogue.rooms;

export type RoomId = string;

export const findRoom = (id: string): Room | undefined => rooms.find((r) => r.id === id);
