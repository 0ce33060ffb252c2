import type { Page } from "@playwright/test";

/**
 * Every script the page loads from now on (call before `goto`): how many, and their text joined, to check which
 * words a page's scripts carry.
 */
export function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (r) => {
    if (/\.js$/.test(new URL(r.url()).pathname)) bodies.push(r.text().catch(() => ""));
  });
  return { count: () => bodies.length, text: async () => (await Promise.all(bodies)).join("\n") };
}
