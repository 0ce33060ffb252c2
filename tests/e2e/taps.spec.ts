import { tapAnswer, TAPPED_CONTROLS as controls, throttle, watchTap } from "../../scripts/tap-probe.ts";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

/**
 * A tap on a control whose action loads or draws code answers on the next frame: the button shows itself pending
 * before its dialog opens, on the review's slowed phone (4× CPU, 1.6 Mbps, 150 ms). The times themselves are
 * `TAPS=1 npm run bench`'s (bench/results.md): this machine is too noisy to hold a test to them.
 */

for (const { path, name, button, dialog } of controls)
  test(`'${name}' on ${path} shows itself pending on the first frame, before its dialog opens`, async ({ page }) => {
    await throttle(page);
    await gotoHydrated(page, path);
    await watchTap(page, button, dialog);
    await page.locator(button).first().tap();
    const answer = await tapAnswer(page);
    expect(answer.pendingOnFirstFrame).toBe(true);
    expect(answer.order).toEqual(["pending", "open"]);
    await expect(page.locator(dialog)).toBeVisible();
    await expect(page.locator(button).first()).not.toHaveAttribute("data-pending");
  });

test("a tap opens its dialog first and wakes the sections below the first screen only once the browser is idle", async ({
  page,
}) => {
  const { path, button, dialog } = controls[0]!;
  // A paused clock holds the idle callback: what the tap does before the browser is idle stays in view.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await gotoHydrated(page, path);
  const waiting = page.locator('[data-deferred="waiting"]');
  await expect(waiting).not.toHaveCount(0);
  await page.locator(button).first().tap();
  await expect(page.locator(dialog)).toBeVisible();
  // Time for the parts' chunks to have come and hydrated, had the tap woken them at once.
  await page.waitForTimeout(500);
  await expect(waiting).not.toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(waiting).toHaveCount(0);
});
