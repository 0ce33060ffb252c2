import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PriceTable } from "~/components/price-table";
import { priceTablesIn } from "~/content/prices/tables";

import { renderInEnglish as render } from "../../../tests/places";
import { layoutWordsOf } from "../../../tests/places";

const { tables } = await priceTablesIn("en");

describe("links to the cost estimator", () => {
  it.each(Object.values(tables))("under the price table “$caption”", (table) => {
    render(<PriceTable table={table} />);
    expect(screen.getByRole("link", { name: "Estimate your move cost" })).toHaveAttribute("href", "/cost-estimator");
  });

  it("in the main navigation, just before Contact, and in the footer's helpful links", async () => {
    const { mainNav, footerHelpful } = await layoutWordsOf();
    const i = mainNav.findIndex((l) => l.to === "/cost-estimator");
    expect(mainNav[i]?.label).toBe("Estimator");
    expect(mainNav[i + 1]?.to).toBe("/contact");
    expect(footerHelpful.find((l) => l.to === "/cost-estimator")?.label).toBe("Cost Estimator");
  });
});
