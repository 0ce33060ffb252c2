/**
 * The estimator as the pre-rendered HTML gives it: what shows before and without script, and the ways to it from
 * every page (the header's navigation, the price tables) and from it to the extra charges.
 */
import { describe, expect, it } from "vitest";

import { localeOf, localePath } from "../../app/config/locales.ts";
import { locales } from "../../app/config/locales.ts";
import { chargesIn } from "../../app/content/charges.ts";
import { TAB_BEFORE_PAINT } from "../../app/sections/estimator/tab-before-paint.ts";
import { stringsOf } from "../words.ts";
import { built, pages, textOf } from "./built";

const classesOf = (el: Element | null) => (el?.getAttribute("class") ?? "").split(/\s+/);
const hrefs = (scope: Element | null | undefined) =>
  [...(scope?.querySelectorAll("a[href]") ?? [])].map((a) => a.getAttribute("href"));

describe.each(locales)("the estimator page (%s)", (locale) => {
  const { document, html } = built(localePath("/cost-estimator", locale));

  it("shows the quick estimate without script, the item list's space hidden until the inline script shows it", () => {
    const quick = document.querySelector('[data-panel="quick"]');
    const items = document.querySelector('[data-panel="items"]');
    expect(classesOf(quick)).not.toContain("hidden");
    expect(quick?.hasAttribute("hidden")).toBe(false);
    expect(quick?.querySelectorAll('input[type="radio"][name="move"]').length).toBeGreaterThan(1);
    expect(classesOf(items)).toContain("hidden");
    expect(textOf(items)).not.toBe("");
    // The script that swaps them for a link to the item list is inline and comes before them: it runs before
    // they are first painted.
    const inline = [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent);
    expect(inline).toContain(TAB_BEFORE_PAINT);
    expect(html.indexOf(TAB_BEFORE_PAINT)).toBeLessThan(html.indexOf('data-panel="quick"'));
  });

  it("starts with the form disabled until the page's script runs", () => {
    const fieldset = document.querySelector('[data-panel="quick"] fieldset');
    expect(fieldset?.hasAttribute("disabled")).toBe(true);
  });
});

const mainNavLabels = new Map(
  await Promise.all(locales.map(async (l) => [l, (await stringsOf(l)).mainNavLabel] as const)),
);

describe("the ways to the estimator and to the extra charges", () => {
  // The phone's menu is rendered when it opens: tests/e2e/site-header.spec.ts reads its links.
  it.each(pages)("%s: the header's navigation on wide screens links to the estimator", (path) => {
    const { document } = built(path);
    const locale = localeOf(path);
    const estimator = localePath("/cost-estimator", locale);
    expect(hrefs(document.querySelector(`nav[aria-label="${mainNavLabels.get(locale)}"]`))).toContain(estimator);
  });

  it.each(pages)("%s: the footer links to the extra charges", (path) => {
    const footer = built(path).document.querySelector("footer");
    expect(hrefs(footer)).toContain(localePath("/charges", localeOf(path)));
  });

  it.each(locales)("the price tables of the vehicle page link to the estimator (%s)", (locale) => {
    const { document } = built(localePath("/vehicle-shifting", locale));
    const links = hrefs(document.querySelector("main")).filter((h) => h === localePath("/cost-estimator", locale));
    expect(links.length).toBeGreaterThanOrEqual(2);
  });

  it.each(locales)(
    "the extra charges page prints every charge's rule as the charges file gives it (%s)",
    async (locale) => {
      const { document } = built(localePath("/charges", locale));
      for (const charge of (await chargesIn(locale)).charges)
        expect(textOf(document.querySelector(`#${charge.id}`))).toContain(charge.rule);
    },
  );
});
