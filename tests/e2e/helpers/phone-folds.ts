import type { Page } from "@playwright/test";

/** Opens what a phone folds behind a summary (components/phone-fold); wider screens show it already. */
export async function openPhoneFolds(page: Page) {
  const closed = page.locator("main details.fold-on-phones:not([open]) > summary");
  // One at a time: each opened fold leaves the list, so the next closed one is always the first.
  while ((await closed.count()) > 0 && (await closed.first().isVisible())) await closed.first().click();
}
