/**
 * A home's floor as the inventory's access questions and the survey request ask for it. Kept apart from the
 * catalogue (./state.ts) so the survey page can ask the same question without loading it.
 */

/** The highest floor offered (a tower's top floors are surveyed, not listed). */
export const MAX_FLOOR = 40;

/** Every floor offered, from the ground floor (0) up. */
export const FLOORS: readonly number[] = Array.from({ length: MAX_FLOOR + 1 }, (_, n) => n);

/** "ground floor", "3rd floor", "11th floor": how the office reads a floor. */
export function englishFloor(n: number): string {
  if (n === 0) return "ground floor";
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s} floor`;
}
