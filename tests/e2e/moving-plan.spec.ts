/**
 * The moving plan on a phone: what only a browser shows. The plan's rules, the share query, the ticks' storage
 * and the calendar file are checked in app/lib/moving-plan/*.test.ts; here the visitor fills it in, ticks a task,
 * reloads, opens the shared link and prints.
 */
import type { Page } from "@playwright/test";

import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

/** The visitor's own date `days` from today, as a date field takes it. */
const daysAhead = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

const taskIds = (page: Page) =>
  page.locator("[data-task]").evaluateAll((tasks) => tasks.map((t) => t.getAttribute("data-task")));

test("fill in a move, tick a task, reload, open the shared link, print", async ({ page, context }) => {
  await gotoHydrated(page, "/moving-plan");
  await page.getByLabel("Moving date").fill(daysAhead(45));
  await page.getByRole("radio", { name: "Home, to another city" }).check();
  await page.getByLabel("Moving from").selectOption({ label: "Kolkata" });
  await page.getByLabel("Moving to").selectOption({ label: "Delhi" });
  await page.getByLabel("Home size").selectOption({ label: "2 BHK" });
  await page.getByRole("checkbox", { name: "A flat or housing society at either end" }).check();

  // The flat's tasks are there, the vehicle's are not; three weeks or more away, the survey is offered.
  const lift = page.getByRole("checkbox", { name: "Book the service lift and the shifting hours at both buildings" });
  await expect(lift).toBeVisible();
  await expect(page.locator('[data-task="vehicle-papers"]')).toHaveCount(0);
  await expect(page.getByTestId("plan-cta")).toHaveAttribute("data-cta", "survey");
  await expect(page.getByTestId("plan-cta").getByRole("link", { name: "Book a free survey" })).toHaveAttribute(
    "href",
    "/book-survey?city=kolkata&to=delhi",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, "main")).toEqual([]);

  await lift.check();
  await expect(page.getByTestId("plan-progress")).toHaveText(/^1 of \d+ tasks done$/);
  const tasks = await taskIds(page);

  // The answers are in the address; the tick is in this browser.
  await gotoHydrated(page, page.url());
  await expect(lift).toBeChecked();
  expect(await taskIds(page)).toEqual(tasks);

  // The shared link, copied, rebuilds the same plan in a new page.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy the link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shared = await context.newPage();
  await gotoHydrated(shared, link!);
  await expect(shared.locator("[data-task]").first()).toBeVisible();
  expect(await taskIds(shared)).toEqual(tasks);
  await expect(shared.getByTestId("plan-summary")).toHaveText(await page.getByTestId("plan-summary").innerText());
  await shared.close();

  // Print: the plan only, without the site's header, the questions or the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Moving plan" })).toBeVisible();
  await expect(lift).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Your move" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print the plan" })).toBeHidden();
  await expect(page.getByTestId("plan-cta")).toBeHidden();
});

for (const motion of ["no-preference", "reduce"] as const) {
  test(`says the plan is ready where the visitor answers and takes them to it (motion: ${motion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await gotoHydrated(page, "/moving-plan");
    const jump = page.getByRole("button", { name: /^Your plan: \d+ tasks$/ });
    await page.getByLabel("Moving date").fill(daysAhead(30));
    await expect(jump).toHaveCount(0);
    const move = page.getByRole("radio", { name: "Home, within the city" });
    await move.check();
    // On the screen the visitor is answering on, while the plan itself is out of sight below.
    const heading = page.getByRole("heading", { level: 2, name: "Your plan" });
    await expect(jump).toBeInViewport();
    await expect(heading).not.toBeInViewport();
    await expect(jump).toHaveText(`Your plan: ${await page.locator("[data-task]").count()} tasks`);
    // Clear of the action bar along the bottom edge.
    const bar = (await page.getByRole("navigation", { name: "Quick contact" }).boundingBox())!;
    expect((await jump.boundingBox())!.y + (await jump.boundingBox())!.height).toBeLessThanOrEqual(bar.y);

    await jump.click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The heading lands below the fixed header, not under it.
    await expect
      .poll(async () => (await heading.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await page.getByRole("banner").boundingBox())!.height - 1);
  });
}
