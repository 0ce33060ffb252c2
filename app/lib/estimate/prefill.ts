/**
 * The free-estimate page's prefill contract: which form fields it takes from its URL query.
 * Kept apart from ~/lib/estimate so /free-estimate does not load the price tables and cities.
 */

/** Form field names (see app/forms/free-estimate-form.tsx) the cost estimator fills in. */
const PREFILL_FIELDS = ["origin_city", "destination_city", "date", "shipment_mode", "shipment_description"] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string) {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const MAX_LENGTH: Record<(typeof PREFILL_FIELDS)[number], number> = {
  origin_city: 100,
  destination_city: 100,
  date: 10,
  shipment_mode: 100,
  shipment_description: 2000,
};

/** Known fields only, trimmed and bounded; a service must be one of the form's, a date a real one. */
export function readPrefill(query: string | URLSearchParams, allowedModes: readonly string[]): Record<string, string> {
  const q = typeof query === "string" ? new URLSearchParams(query) : query;
  const out: Record<string, string> = {};
  for (const key of PREFILL_FIELDS) {
    const value = q.get(key)?.trim().slice(0, MAX_LENGTH[key]);
    if (!value) continue;
    if (key === "shipment_mode" && !allowedModes.includes(value)) continue;
    if (key === "date" && !isIsoDate(value)) continue;
    out[key] = value;
  }
  return out;
}
