import type { Page } from "@playwright/test";

/**
 * Holds every request for a script whose path matches until the returned `release` is called: the page's code
 * (or a part's) stays away meanwhile, as on a slow connection.
 */
export async function holdScript(page: Page, path: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}
