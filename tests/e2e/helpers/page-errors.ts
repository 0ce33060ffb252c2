import type { ConsoleMessage, Page } from "@playwright/test";

import { englishPath } from "../../../app/config/locales.ts";
import { MISSING_CITY, MISSING_PAGE } from "../../pages";

export const isNotFound = (path: string) => [MISSING_PAGE, MISSING_CITY].includes(englishPath(path));

/**
 * Page errors, console errors and Content-Security-Policy violations from now on; call before `goto`. A
 * not-found page's own 404 is its answer, not an error.
 */
export async function watchErrors(page: Page) {
  const errors: string[] = [];
  const isOwnAnswer = (m: ConsoleMessage) =>
    /status of 404/.test(m.text()) && isNotFound(new URL(m.location().url).pathname);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !isOwnAnswer(m)) errors.push(m.text());
  });
  return errors;
}
