/** A floor in the language, shared by the inventory quote and the survey request; apart, so the survey page loads no price tables. */
const ORDINALS = ["", "প্রথম", "দ্বিতীয়", "তৃতীয়", "চতুর্থ", "পঞ্চম", "ষষ্ঠ", "সপ্তম", "অষ্টম", "নবম", "দশম"];

/** "গ্রাউন্ড ফ্লোর", "প্রথম তলা", "দশম তলা", "12তম তলা". */
export function localizedFloor(floor: number): string {
  if (floor === 0) return "গ্রাউন্ড ফ্লোর";
  return `${ORDINALS[floor] ?? `${floor}তম`} তলা`;
}
