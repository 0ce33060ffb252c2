import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { formatPhone, site } from "~/config/site";
import { quoteChargesIn } from "~/content/charges";
import { estimatorIn, sectionWordsOf } from "~/content/estimator";
import { floorWordsIn } from "~/content/floors";
import { priceTablesIn } from "~/content/prices/tables";
import { EstimatorTablesProvider } from "~/sections/estimator/estimator-tables";

import { placesOf, underLayout } from "../../../../tests/places";
import { visitor } from "../../../../tests/user";
import InventoryBuilder from "./inventory-builder";

const prices = {
  ...(await priceTablesIn("en")),
  ...(await quoteChargesIn("en")),
  words: sectionWordsOf(await estimatorIn("en")),
  englishLines: (await estimatorIn("en")).lines,
  englishListLines: (await estimatorIn("en")).list.lines,
  floors: await floorWordsIn("en"),
};
/** The builder as the cost estimator's page renders it, with the price tables its loader reads. */
const Builder = () => (
  <EstimatorTablesProvider value={prices}>
    <InventoryBuilder />
  </EstimatorTablesProvider>
);

beforeEach(() => localStorage.clear());

describe("the printed inventory quote", () => {
  it("is headed by the brand's mark, the configured name in Latin, the phone and the site", async () => {
    const { routes, hydrationData } = underLayout(await placesOf(), [{ path: "/cost-estimator", Component: Builder }]);
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/cost-estimator?tab=items"]} hydrationData={hydrationData} />);
    await visitor().click(await screen.findByRole("button", { name: "Typical 1 BHK" }));
    const printed = screen.getByTestId("print-summary");
    const letterhead = within(printed).getByTestId("word-mark");
    expect(letterhead.textContent?.replace(/\s+/g, " ").trim()).toBe(site.brand);
    expect(letterhead).toHaveAttribute("lang", "en");
    expect(within(printed).getByTestId("logo-mark")).toBeInTheDocument();
    const header = letterhead.closest("header")!;
    // jest-dom reads the number's no-break spaces as spaces.
    expect(header).toHaveTextContent(formatPhone(site.phone).replaceAll("\u00a0", " "));
    expect(header).toHaveTextContent(new URL(site.url).host);
    // The letterhead comes before the quote's title.
    const title = within(printed).getByRole("heading", { level: 2 });
    expect(letterhead.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
