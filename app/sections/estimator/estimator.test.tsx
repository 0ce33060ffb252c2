import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { translatedLocales } from "~/config/locales";
import { quoteChargesIn } from "~/content/charges";
import { cityFormsIn, estimatorIn, sectionWordsOf } from "~/content/estimator";
import { floorWordsIn } from "~/content/floors";
import type { Places } from "~/content/places";
import { priceTablesIn } from "~/content/prices/tables";
import type { Price, PriceTableData } from "~/content/prices/types";
import { estimate, rupees } from "~/lib/estimate";
import { readSurveyPrefill } from "~/lib/survey/prefill";

import { placesOf, underLayout } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { Estimator } from "./estimator";
import { type EstimatorTables, EstimatorTablesProvider } from "./estimator-tables";

const prices = {
  ...(await priceTablesIn("en")),
  ...(await quoteChargesIn("en")),
  words: sectionWordsOf(await estimatorIn("en")),
  englishLines: (await estimatorIn("en")).lines,
  englishListLines: (await estimatorIn("en")).list.lines,
  floors: await floorWordsIn("en"),
};
const places = await placesOf();
const { tables } = prices;
const localShifting = tables["local-shifting"];
const nationalShifting = tables["national-shifting"];

const WHATSAPP = "919830012345";

/** The published cell, by row and column id. */
function cell(table: PriceTableData, row: string, column: string): Price {
  return table.rows.find((r) => r.id === row)!.cells[table.columns.findIndex((c) => c.id === column)]!;
}
/** Two cells added up, as the result adds a household and a car. */
function plus(a: Price, b: Price) {
  const range = (p: Price) =>
    p === "As Actual" ? { min: 0, max: 0 } : "fixed" in p ? { min: p.fixed, max: p.fixed } : p;
  return { min: range(a).min + range(b).min, max: range(a).max + range(b).max };
}

/** The address bar: the estimator keeps its state in the query. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function open(query = "", value: EstimatorTables = prices, placesIn: Places = places) {
  const { routes, hydrationData } = underLayout(placesIn, [
    {
      path: "/cost-estimator",
      Component: () => (
        <>
          <EstimatorTablesProvider value={value}>
            <Estimator whatsapp={WHATSAPP} />
          </EstimatorTablesProvider>
          <Search />
        </>
      ),
    },
    { path: "/free-estimate", Component: () => <h1>Free estimate</h1> },
  ]);
  const Stub = createRoutesStub(routes);
  render(<Stub initialEntries={[`/cost-estimator${query}`]} hydrationData={hydrationData} />);
}

const result = () => screen.getByRole("region", { name: "Your estimate" });
const total = () => screen.getByTestId("estimate-total");
const search = () => screen.getByTestId("search").textContent;
const radio = (name: string | RegExp) => screen.getByRole("radio", { name });
/** The result's line for a row of the table, by the cell it names. */
const line = (cellName: string) =>
  within(result())
    .getAllByRole("listitem")
    .find((li) => li.textContent!.includes(cellName))!;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
});
afterEach(() => vi.restoreAllMocks());

describe("the quick estimate", () => {
  it("is a polite live region that starts by asking for the kind of move", () => {
    open();
    expect(result()).toHaveAttribute("aria-live", "polite");
    expect(result()).toHaveTextContent("Choose the kind of move");
  });

  it("within a city shows each line and the total of the published column, and writes the choice into the query", async () => {
    const user = visitor();
    open();
    await user.click(radio(/^Within a city/));
    expect(result()).toHaveTextContent("Still to choose: home or office size");
    await user.click(radio("2 BHK"));
    expect(total()).toHaveTextContent(rupees(cell(localShifting, "total", "2-bhk")));
    for (const item of localShifting.rows.filter((r) => r.id !== "total")) {
      expect(line(`${item.label} row, 2 BHK column`)).toHaveTextContent(rupees(cell(localShifting, item.id, "2-bhk")));
    }
    expect(result()).toHaveTextContent("All prices are approximate and confirmed after the free survey.");
    expect(search()).toBe("?move=local&size=2-bhk");

    await user.click(radio("Office"));
    expect(total()).toHaveTextContent(rupees(cell(localShifting, "total", "office")));
    expect(search()).toBe("?move=local&size=office");
  });

  it("between Kolkata and Delhi uses the national table and adds a car", async () => {
    const user = visitor();
    open();
    await user.click(radio(/^Between cities/));
    await user.click(radio("2 BHK"));
    await user.selectOptions(screen.getByLabelText("Moving from"), "Kolkata");
    await user.selectOptions(screen.getByLabelText("Moving to"), "Delhi");
    const home = cell(nationalShifting, "delhi", "2-bhk");
    expect(total()).toHaveTextContent(rupees(home));
    expect(result()).toHaveTextContent("Delhi row, 2 BHK column");
    expect(result()).toHaveTextContent(/km by road \(approximate\)/);

    await user.selectOptions(screen.getByLabelText(/^Car/), "Sedan");
    expect(total()).toHaveTextContent(rupees(plus(home, cell(nationalShifting, "delhi", "car"))));
    expect(search()).toBe("?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan");
  });

  it("restores the form and the result from the query", () => {
    open("?move=between&size=3-bhk&from=delhi&to=kolkata&car=suv&date=2026-12-20");
    expect(radio(/^Between cities/)).toBeChecked();
    expect(radio("3 BHK")).toBeChecked();
    expect(screen.getByLabelText("Moving from")).toHaveValue("delhi");
    expect(screen.getByLabelText("Moving to")).toHaveValue("kolkata");
    expect(screen.getByLabelText(/^Car/)).toHaveValue("suv");
    expect(screen.getByLabelText(/^Moving date/)).toHaveValue("2026-12-20");
    expect(total()).toHaveTextContent(
      rupees(plus(cell(nationalShifting, "delhi", "3-bhk"), cell(nationalShifting, "delhi", "car"))),
    );
  });

  it.each([
    ["an unknown city", "?move=between&from=atlantis&to=delhi&size=2-bhk"],
    ["a negative size", "?move=local&size=-1"],
    ["a missing kind", "?from=kolkata&to=delhi"],
  ])("with %s in the query shows the empty form without an error", (_why, query) => {
    open(query);
    for (const r of screen.getAllByRole("radio")) expect(r).not.toBeChecked();
    expect(result()).toHaveTextContent("Choose the kind of move");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shares the summary on WhatsApp with the business number, in a new tab", () => {
    open("?move=local&size=1-bhk&city=patna");
    const link = screen.getByRole("link", { name: /Share on WhatsApp/ });
    const url = new URL(link.getAttribute("href")!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WHATSAPP}`);
    const text = url.searchParams.get("text")!;
    expect(text).toContain(`Total: ${rupees(cell(localShifting, "total", "1-bhk"))}`);
    expect(text).toContain("Patna");
    expect(text).toContain(`${window.location.origin}/cost-estimator?move=local&size=1-bhk&city=patna`);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("'Estimate your move cost' takes focus to the result, and 'Start again' empties form and query", async () => {
    const user = visitor();
    open("?move=between&size=1-bhk");
    await user.click(screen.getByRole("button", { name: "Estimate your move cost" }));
    expect(result()).toHaveFocus();
    expect(result()).toHaveTextContent("Still to choose: moving from, moving to");
    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect(result()).toHaveTextContent("Choose the kind of move");
    expect(search()).toBe("");
  });

  it("links to the free estimate with the route, the date, the service and the summary", () => {
    open("?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20");
    const href = screen.getByRole("link", { name: "Get a free quote" }).getAttribute("href")!;
    const q = new URL(href, window.location.origin).searchParams;
    expect(q.get("origin_city")).toBe("Kolkata");
    expect(q.get("destination_city")).toBe("Delhi");
    expect(q.get("date")).toBe("2026-12-20");
    expect(q.get("shipment_mode")).toBe("Home Shifting");
    const expected = rupees(plus(cell(nationalShifting, "delhi", "2-bhk"), cell(nationalShifting, "delhi", "car")));
    expect(q.get("shipment_description")).toContain(`Total: ${expected}`);
    expect(q.get("shipment_description")).toMatch(/approximate and confirmed after the free survey/);
    expect(q.get("shipment_description")).toMatch(
      /\/cost-estimator\?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20$/,
    );
  });
});

describe("the way to the survey booking", () => {
  it("carries the estimate's city and link, as the survey page reads them", () => {
    open("?move=between&size=2-bhk&from=patna&to=delhi");
    const href = screen.getByRole("link", { name: "Book a free survey" }).getAttribute("href")!;
    expect(href).toMatch(/^\/book-survey\?/);
    const prefill = readSurveyPrefill(href.split("?")[1]!, [window.location.origin], places.cities);
    expect(prefill.city?.name).toBe("Patna");
    expect(prefill.estimateLink).toMatch(/\/cost-estimator\?move=between&size=2-bhk&from=patna&to=delhi$/);
  });
});

describe("plan your move", () => {
  it("links to the moving plan with the route, the size, the vehicle and the date", () => {
    open("?move=between&size=2-bhk&from=kolkata&to=delhi&car=sedan&date=2026-12-20");
    const href = screen.getByRole("link", { name: "Plan your move, week by week" }).getAttribute("href");
    expect(href).toBe("/moving-plan?date=2026-12-20&move=intercity&from=kolkata&to=delhi&size=2-bhk&vehicle=1");
  });
});

describe("the range and its basis", () => {
  it("leads with the range, from the national figure up to a truck of one's own, and what it assumes", () => {
    open("?move=between&size=2-bhk&from=kolkata&to=delhi");
    const e = estimate(
      { kind: "between", size: "2-bhk", from: "kolkata", to: "delhi" },
      tables,
      places.cities,
      prices.englishLines,
    );
    if (e.status !== "ready") throw new Error("no estimate");
    expect(screen.getByTestId("estimate-range")).toHaveTextContent(rupees(e.range));
    expect(e.range.max).toBeGreaterThan(e.range.min);
    // The table's own figure stays the total, as the summary sends it.
    expect(total()).toHaveTextContent(rupees(cell(nationalShifting, "delhi", "2-bhk")));
    const basis = screen.getByTestId("estimate-basis");
    for (const part of ["2 BHK household goods", "Kolkata to Delhi", "km by road", "1200–1700 km band"])
      expect(basis).toHaveTextContent(part);
  });

  it("names every part it adds up, and the city of a local move", () => {
    open("?move=between&size=1-bhk&from=patna&to=pune&car=sedan&bike=sports");
    expect(screen.getByTestId("estimate-basis")).toHaveTextContent(
      "Based on 1 BHK household goods, Sedan car and Sports bike, Patna to Pune",
    );
  });

  it.each([
    ["?move=local&size=2-bhk", "Based on 2 BHK, within one city."],
    ["?move=local&size=2-bhk&city=patna", "Based on 2 BHK, within Patna."],
  ])("%s: %s", (query, basis) => {
    open(query);
    expect(screen.getByTestId("estimate-range")).toHaveTextContent(rupees(cell(localShifting, "total", "2-bhk")));
    expect(screen.getByTestId("estimate-basis")).toHaveTextContent(basis);
  });

  it.each(translatedLocales)(
    "in %s names a local move's city in the form the language's sentence takes",
    async (locale) => {
      const words = await estimatorIn(locale);
      const cityForms = await cityFormsIn(words, locale);
      const localPlaces = await placesOf(locale);
      const translated = { ...(await priceTablesIn(locale)), ...(await quoteChargesIn(locale)) };
      open(
        "?move=local&size=2-bhk&city=patna",
        {
          ...translated,
          words: sectionWordsOf(words),
          englishLines: prices.englishLines,
          englishListLines: prices.englishListLines,
          floors: await floorWordsIn(locale),
          cityForms,
        },
        localPlaces,
      );
      const patna = localPlaces.cities.find((c) => c.slug === "patna")!;
      const basis = screen.getByTestId("estimate-basis").textContent!;
      const said = cityForms ? Object.values(cityForms.patna!) : [patna.name];
      expect(
        said.some((form) => basis.includes(form!)),
        basis,
      ).toBe(true);
      expect(basis).not.toMatch(/[{}]/);
    },
  );
});

describe("the running range along the bottom (below lg)", () => {
  /** The result's range figure as the observer reports it: in view, below the screen or above it. */
  let report: (where: "in view" | "below" | "above") => void;
  beforeEach(() => {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    report = (where) =>
      act(() => {
        const entry = {
          isIntersecting: where === "in view",
          boundingClientRect: { top: where === "below" ? 2000 : where === "above" ? -2000 : 100 },
        } as IntersectionObserverEntry;
        for (const c of callbacks) c([entry], {} as IntersectionObserver);
      });
  });
  afterEach(() => vi.unstubAllGlobals());

  const bar = () => screen.queryByTestId("estimate-bar");

  it("is not there before the visitor has a result", async () => {
    const user = visitor();
    open();
    expect(bar()).toBeNull();
    await user.click(radio(/^Between cities/));
    await user.click(radio("2 BHK"));
    expect(bar()).toBeNull();
  });

  it("shows the running range only while the result's range is below the screen, and takes the visitor to it", async () => {
    const user = visitor();
    open("?move=local&size=1-bhk");
    expect(bar()).not.toHaveAttribute("data-open");
    report("below");
    expect(bar()).toHaveAttribute("data-open");
    const range = rupees(cell(localShifting, "total", "1-bhk"));
    expect(bar()).toHaveTextContent(range);

    await user.click(radio("3 BHK"));
    expect(bar()).toHaveTextContent(rupees(cell(localShifting, "total", "3-bhk")));

    await user.click(within(bar()!).getByRole("button", { name: "See details" }));
    expect(result()).toHaveFocus();
    report("in view");
    expect(bar()).not.toHaveAttribute("data-open");
    report("above");
    expect(bar()).not.toHaveAttribute("data-open");
  });
});
