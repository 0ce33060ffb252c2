/**
 * Typical homes to start a list from: what a 1, 2 or 3 BHK in an Indian city usually holds
 * (content/en/inventory.json). The visitor then edits the list; nothing here is priced on its own.
 */
import { englishCatalogue } from "./items.ts";
import type { RoomId } from "./rooms.ts";

export type PresetId = string;

export interface Preset {
  id: PresetId;
  name: string;
  /** Item id → quantity, per room. */
  rooms: Partial<Record<RoomId, Record<string, number>>>;
}

export const presets: readonly Preset[] = englishCatalogue.presets.map(({ id, name, lists }) => ({
  id,
  name,
  rooms: Object.fromEntries(
    lists.map(({ room, items }) => [room, Object.fromEntries(items.map(({ item, qty }) => [item, qty]))]),
  ),
}));
