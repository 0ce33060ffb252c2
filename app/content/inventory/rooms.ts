/**
 * The rooms a visitor lists goods by. Bedrooms are numbered so a 3 BHK keeps three separate lists.
 * Ids are stored in the browser and in shared links: rename a label freely, never an id.
 */
export type RoomKind = "living" | "bedroom" | "kitchen" | "study" | "balcony" | "office";

export interface Room {
  id: string;
  name: string;
  kind: RoomKind;
}

export const rooms = [
  { id: "living", name: "Living & dining", kind: "living" },
  { id: "bedroom-1", name: "Bedroom 1", kind: "bedroom" },
  { id: "bedroom-2", name: "Bedroom 2", kind: "bedroom" },
  { id: "bedroom-3", name: "Bedroom 3", kind: "bedroom" },
  { id: "bedroom-4", name: "Bedroom 4", kind: "bedroom" },
  { id: "kitchen", name: "Kitchen", kind: "kitchen" },
  { id: "study", name: "Study", kind: "study" },
  { id: "balcony", name: "Balcony & store", kind: "balcony" },
  { id: "office", name: "Office", kind: "office" },
] as const satisfies readonly Room[];

export type RoomId = (typeof rooms)[number]["id"];

export const findRoom = (id: string): Room | undefined => rooms.find((r) => r.id === id);
