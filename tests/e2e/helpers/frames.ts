import type { Page } from "@playwright/test";

/**
 * Waits for the page's next two frames, so that a resize or scroll and whatever it sets off are rendered; or half a
 * second, where a busy headless browser renders no frame (a check that reads the layout forces it anyway).
 */
export const afterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 500);
      }),
  );
