/** A floor in the language, shared by the inventory quote and the survey request; apart, so the survey page loads no price tables. */
/** The ordinal's ending after a number, as Bengali writes "1ম", "2য়", "4র্থ", "6ষ্ঠ"; from 11 on, "তম". */
const ENDINGS = ["", "ম", "য়", "য়", "র্থ", "ম", "ষ্ঠ", "ম", "ম", "ম", "ম"];

/**
 * "গ্রাউন্ড ফ্লোর", "1ম তলা", "2য় তলা", "12তম তলা": every floor by its number, so the survey form's list of
 * floors reads as one list (Latin digits, as on every page).
 */
export function localizedFloor(floor: number): string {
  if (floor === 0) return "গ্রাউন্ড ফ্লোর";
  return `${floor}${ENDINGS[floor] ?? "তম"} তলা`;
}
