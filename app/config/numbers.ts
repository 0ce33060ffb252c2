/**
 * Numbers as every page writes them: Latin digits in the Indian grouping ("12,34,567"), which is what `Intl`
 * writes for en-IN, hi-IN and bn-IN with Latin digits (numbers.test.ts holds it to that). Written out rather than
 * asked of `Intl` because the first `Intl` object a page makes loads the browser's locale data: about 65 ms of main
 * thread at 4× CPU slow-down, spent while the page hydrates (docs/decisions/intl-on-load.md).
 */
export function indianNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) throw new Error(`Not a number to write: ${value}`);
  const scale = 10 ** maxFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = "0", fraction] = rounded.toFixed(maxFractionDigits).split(".");
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  const decimals = fraction?.replace(/0+$/, "");
  return `${value < 0 && rounded > 0 ? "-" : ""}${grouped}${decimals ? `.${decimals}` : ""}`;
}
