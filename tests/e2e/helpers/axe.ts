import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rules the site is held to. */
const wcagAA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe run inside the page, reporting only what fails. By default the runner analyses each frame apart and joins
 * the results in a second, blank tab, with a selector worked out for every element that passed; here axe runs in
 * the page itself (its frames are same-origin: the one cross-origin frame, the map, loads only on a click) and
 * describes in full only the elements that fail: a whole-page scan takes under half the time.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(wcagAA);

/**
 * axe's serious and critical findings on the page (or the part `include` selects) as "rule: targets" lines.
 * `skip` names rules left out where another visit already holds them.
 */
export async function seriousViolations(page: Page, include?: string, skip: string[] = []) {
  const builder = axeOn(page).disableRules(skip);
  const axe = await (include ? builder.include(include) : builder).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
