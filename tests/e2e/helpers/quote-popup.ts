import type { Page } from "@playwright/test";

/**
 * The quote pop-up of home and the service and company pages, found by its sheet rather than by its words, so a
 * reworded tagline or another language finds it too. A closed pop-up is no dialog a visitor can reach.
 */
export const quotePopup = (page: Page) => page.getByRole("dialog").filter({ has: page.getByTestId("quote-sheet") });
