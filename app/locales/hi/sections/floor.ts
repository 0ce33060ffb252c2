/** A floor in the language, shared by the inventory quote and the survey request; apart, so the survey page loads no price tables. */
/** "ग्राउंड फ्लोर", "पहली मंजिल", "5वीं मंजिल". */
export function localizedFloor(floor: number): string {
  if (floor === 0) return "ग्राउंड फ्लोर";
  const ordinal = ["", "पहली", "दूसरी", "तीसरी", "चौथी", "", "छठी"][floor];
  return `${ordinal || `${floor}वीं`} मंजिल`;
}
