/**
 * The hand-over from the inventory quote to the free-estimate form. The quote button
 * keeps the payload in the browser and opens /free-estimate?…&attach=inventory; the form adds it as
 * two hidden fields. Kept free of the catalogue and price tables, so /free-estimate stays light.
 */
export const REQUEST_KEY = "inventory-request";
/** Query parameter (and value) asking the free-estimate page to attach the kept inventory. */
export const ATTACH_PARAM = "attach";
export const ATTACH_VALUE = "inventory";

export interface AttachedInventory {
  /** Readable text. */
  inventory: string;
  /** Compact JSON copy. */
  inventory_data: string;
}

/** Same bound as payload.ts (not imported from there, to keep this module free of the catalogue). */
const MAX_BYTES = 8000;
/**
 * Whether a value is one of the attached list's two fields as kept: text, not empty, within the bound. A form post
 * sends each line break as CR LF, so a list kept within the bound arrives longer: the break counts as one byte.
 */
export const fitsAttachment = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && new TextEncoder().encode(v.replaceAll("\r\n", "\n")).length <= MAX_BYTES;

type Store = Pick<Storage, "getItem" | "setItem">;

/** Keeps the payload; false when the browser refuses (private mode, full storage). */
export function keepRequest(store: Store, data: AttachedInventory): boolean {
  try {
    store.setItem(REQUEST_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** The kept payload, or undefined when there is none or it is damaged. Never throws. */
export function readRequest(store: Store): AttachedInventory | undefined {
  try {
    const data: unknown = JSON.parse(store.getItem(REQUEST_KEY) ?? "null");
    if (typeof data !== "object" || data === null) return undefined;
    const { inventory, inventory_data } = data as Record<string, unknown>;
    return fitsAttachment(inventory) && fitsAttachment(inventory_data) ? { inventory, inventory_data } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a free-estimate query asks for the kept inventory. */
export const wantsInventory = (query: string | URLSearchParams) =>
  new URLSearchParams(query).get(ATTACH_PARAM) === ATTACH_VALUE;
