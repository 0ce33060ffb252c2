/**
 * The free-estimate form's shipment_mode options (SPEC §3), in the form's order. Kept in content so
 * the form renders them and the cost estimator's prefill is typed against the same union.
 */
export const SHIPMENT_MODES = [
  "Bike Relocation",
  "Car Relocation",
  "Corporate Relocation",
  "Defence Relocation",
  "Fine Arts Relocation",
  "Goods Insurance",
  "Home Shifting",
  "Local Shifting",
  "Warehouse & Storage",
] as const;

export type ShipmentMode = (typeof SHIPMENT_MODES)[number];
