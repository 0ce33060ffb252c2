import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { quoteChargesIn } from "~/content/charges";
import { estimatorPlaces } from "~/content/distances";
import { estimatorIn, sectionWordsOf } from "~/content/estimator";
import { floorWordsIn } from "~/content/floors";
import { priceTablesIn } from "~/content/prices/tables";
import { readRequest } from "~/lib/inventory/request";
import { EMPTY_STATE } from "~/lib/inventory/state";
import { parseStored, serialise, STORAGE_KEY } from "~/lib/inventory/storage";
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

const places = await placesOf();

function open(query = "?tab=items") {
  const { routes, hydrationData } = underLayout(places, [
    { path: "/cost-estimator", Component: Builder },
    { path: "/free-estimate", Component: () => <h1>Free estimate</h1> },
  ]);
  const Stub = createRoutesStub(routes);
  render(<Stub initialEntries={[`/cost-estimator${query}`]} hydrationData={hydrationData} />);
}
const totals = () => screen.getByTestId("inventory-totals");
const stored = () => parseStored(localStorage.getItem(STORAGE_KEY), estimatorPlaces(places)).state;

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the inventory builder", () => {
  it("starts from a preset, counts a stepper's change politely, keeps the list, and calls no network", async () => {
    const user = visitor();
    open();
    await user.click(await screen.findByRole("button", { name: "Typical 1 BHK" }));
    expect(totals()).toHaveAttribute("aria-live", "polite");
    const before = totals().textContent;
    const list = screen.getByRole("region", { name: "Your list" });
    await user.click(within(list).getByRole("button", { name: "One more: Double bed (queen or king), Bedroom 1" }));
    expect(totals().textContent).not.toBe(before);
    expect(stored().items["bedroom-1"]?.["double-bed"]).toBe(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("drops a damaged saved list with a notice instead of crashing", async () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    open();
    expect(await screen.findByRole("status")).toHaveTextContent("could not be read");
    expect(screen.getByRole("region", { name: "Your list" })).toHaveTextContent("No items yet");
  });

  it("keeps the good entries of an outdated list and says how many were removed", async () => {
    const state = { ...EMPTY_STATE, items: { living: { "sofa-3": 2, "video-recorder": 1 } } };
    localStorage.setItem(STORAGE_KEY, serialise(state as typeof EMPTY_STATE));
    open();
    expect(await screen.findByRole("status")).toHaveTextContent("1 entry of your saved list could not be used");
    const list = screen.getByRole("region", { name: "Your list" });
    expect(within(list).getByRole("group", { name: "Sofa, 3-seater, Living & dining: 2" })).toBeInTheDocument();
  });

  it("'Get a free quote' keeps the payload for the form and links to it with attach=inventory", async () => {
    const user = visitor();
    open();
    await user.click(await screen.findByRole("button", { name: "Typical 2 BHK" }));
    const confirm = screen.getByRole("link", { name: "Get a free quote" });
    expect(confirm.getAttribute("href")).toMatch(/^\/free-estimate\?.*attach=inventory/);
    await user.click(confirm);
    expect(await screen.findByRole("heading", { name: "Free estimate" })).toBeInTheDocument();
    const kept = readRequest(localStorage);
    expect(kept?.inventory).toContain("Bedroom 2:");
    expect(JSON.parse(kept!.inventory_data).items["bedroom-1"]["double-bed"]).toBe(1);
  });

  it("links to the moving plan with the list's route, date and floors", async () => {
    open("?tab=items&items=living.sofa-3&move=between.kolkata.delhi&on=2027-01-10&pickup=2.1.0.0&delivery=0.0.0.0");
    const plan = await screen.findByRole("link", { name: "Plan your move, week by week" });
    expect(plan.getAttribute("href")).toBe("/moving-plan?date=2027-01-10&move=intercity&from=kolkata&to=delhi&flat=1");
  });
});
