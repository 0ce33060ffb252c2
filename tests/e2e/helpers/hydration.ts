import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** React Router's data router, which it exposes once the page's script has started. */
    __reactRouterDataRouter?: { state: { initialized: boolean }; navigate: (to: string) => Promise<void> };
  }
}

/**
 * Resolves once React has committed the hydration of the page, so events reach React's handlers and the head is
 * React's. React Router's router exists (and is initialized) before that commit, and the pre-rendered HTML looks
 * the same before and after, so a test that clicks or focuses too early acts on inert HTML and flakes. The sign
 * is React's own root state: the document's root is no longer dehydrated.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    type Root = { current: { memoizedState?: { isDehydrated?: boolean } } };
    const doc = document as unknown as Record<string, { stateNode?: Root } | undefined>;
    const key = Object.keys(doc).find((k) => k.startsWith("__reactContainer$"));
    const hydrated = key !== undefined && doc[key]?.stateNode?.current.memoizedState?.isDehydrated === false;
    return hydrated && window.__reactRouterDataRouter?.state.initialized === true;
  });
}

/** Loads a page and waits until it has hydrated; returns the document's response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
