/**
 * The published extra charges' names, by id (app/content/charges.ts has their rules and rates). Apart, so that a
 * page can name a charge, as a translated estimator does, without loading every rule.
 */
export type ChargeId =
  | "stairs"
  | "long-carry"
  | "shuttle"
  | "dismantling"
  | "ac-service"
  | "premium-packing"
  | "waiting"
  | "storage"
  | "insurance"
  | "tolls"
  | "society-fees"
  | "gst";

export const chargeNames: Record<ChargeId, string> = {
  stairs: "Stairs without a lift",
  "long-carry": "Long carry",
  shuttle: "Shuttle vehicle for a narrow lane",
  dismantling: "Dismantling and refitting furniture",
  "ac-service": "AC uninstall and reinstall",
  "premium-packing": "Premium packing",
  waiting: "Waiting time",
  storage: "Storage",
  insurance: "Transit insurance",
  tolls: "Tolls and state entry charges",
  "society-fees": "Society and parking fees",
  gst: "GST",
};
