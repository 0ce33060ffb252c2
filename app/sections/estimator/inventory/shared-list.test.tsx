import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { quoteChargesIn } from "~/content/charges";
import { estimatorIn, sectionWordsOf } from "~/content/estimator";
import { floorWordsIn } from "~/content/floors";
import { priceTablesIn } from "~/content/prices/tables";
import { EstimatorTablesProvider } from "~/sections/estimator/estimator-tables";

import { placesOf, underLayout } from "../../../../tests/places";
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

describe("a shared list of items", () => {
  it("opens from its link, dropping a damaged entry with a notice", async () => {
    const { routes, hydrationData } = underLayout(await placesOf(), [{ path: "/cost-estimator", Component: Builder }]);
    const Stub = createRoutesStub(routes);
    render(
      <Stub
        hydrationData={hydrationData}
        initialEntries={[
          "/cost-estimator?tab=items&items=living.sofa-3_2.no-such-item*kitchen.fridge-double&pickup=2.0.0.0",
        ]}
      />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("1 entry of the shared list could not be used");
    const list = screen.getByRole("region", { name: "Your list" });
    expect(within(list).getByRole("group", { name: "Sofa, 3-seater, Living & dining: 2" })).toBeInTheDocument();
    expect(within(list).getByRole("group", { name: "Refrigerator, double door, Kitchen: 1" })).toBeInTheDocument();
  });
});
