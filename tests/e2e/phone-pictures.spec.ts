import type { Page } from "@playwright/test";

import { localePath, locales } from "../../app/config/locales.ts";
import { citiesIn, cityPath } from "../../app/content/cities.ts";
import { cityImageId } from "../../app/content/images.ts";
import { SERVICE_PAGES, serviceContentIn } from "../../app/content/service-content.ts";
import { expect, test } from "./helpers/test";

// A phone sees the place: every service page and city page shows its own picture in its first two screens, and the
// picture pushes none of what the visitor came for (the price, the phone, the quote button) out of the first one.

const { branches, headOffice } = (await citiesIn("en")).content;
const servicePages = await Promise.all(
  SERVICE_PAGES.map(async (kind) => ({ path: `/${kind}`, slot: (await serviceContentIn(kind, "en")).image })),
);
// The head office (its hero has the most buttons), Patna and the last branch of the file.
const cities = [headOffice, branches.find((c) => c.slug === "patna")!, branches.at(-1)!];
const cityPages = cities.map((c) => ({ path: cityPath(c.slug), slot: cityImageId(c.slug) }));

/** Where the first screen ends for what is under the phone's action bar, and the picture's and actions' boxes. */
async function heroLayout(page: Page, slot: string) {
  return page.evaluate((slot) => {
    // The hero's text column: its title, figures and buttons (a service page's quote card stands beside it).
    const column = document.querySelector("h1")!.parentElement!;
    const bar = document.querySelector("[data-testid=action-bar]")?.getBoundingClientRect();
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, height: r.height };
    };
    const picture = Array.from(document.querySelectorAll("main img")).find(
      (img) => img.getBoundingClientRect().height > 0 && img.parentElement!.innerHTML.includes(`/img/${slot}-`),
    );
    const musts = column.querySelectorAll("a.btn-primary, button.btn-primary, a.btn-ghost, button.btn-ghost, dl");
    return {
      firstScreenEnd: bar && bar.height > 0 ? bar.top : innerHeight,
      screen: innerHeight,
      picture: picture && box(picture),
      musts: Array.from(musts).map((el) => ({ what: el.textContent!.trim().slice(0, 40), ...box(el) })),
    };
  }, slot);
}

for (const locale of locales) {
  test(`${locale}: service and city pages show their own picture early on a phone, below what matters`, async ({
    page,
  }) => {
    // One tab for every page, as a visitor goes: a later page loads its code from the cache, and must hydrate
    // without an error (one makes React draw the page again, and the parts waiting for their code go blank).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const { path, slot } of [...servicePages, ...cityPages]) {
      await page.goto(localePath(path, locale));
      const layout = await heroLayout(page, slot);
      expect(layout.picture, `${path}: no ${slot} picture shown`).toBeTruthy();
      expect(layout.picture!.height, path).toBeGreaterThan(120);
      expect(layout.picture!.top, `${path}: the picture starts past the second screen`).toBeLessThan(
        2 * layout.screen - 120,
      );
      expect(layout.musts.length, path).toBeGreaterThan(1);
      for (const must of layout.musts)
        expect(must.bottom, `${path}: "${must.what}" is pushed out of the first screen`).toBeLessThanOrEqual(
          layout.firstScreenEnd,
        );
    }
    expect(errors).toEqual([]);
  });
}
