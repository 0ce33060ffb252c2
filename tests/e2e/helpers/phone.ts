import type { Locator } from "@playwright/test";

/** Types a phone number key by key, as a visitor or a keyboard's autofill does. */
export async function typePhone(field: Locator, raw: string) {
  await field.clear();
  await field.pressSequentially(raw);
}

/** Pastes a phone number through the real clipboard (the page gets a genuine paste event). */
export async function pastePhone(field: Locator, raw: string) {
  const page = field.page();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), raw);
  await field.clear();
  await field.focus();
  await field.press("ControlOrMeta+V");
}
