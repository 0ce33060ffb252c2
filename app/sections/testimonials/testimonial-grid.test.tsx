import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import { readContent } from "~/content/read";
import { testimonialsIn } from "~/content/testimonials";

import { placesOf, underLayout } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { TestimonialGrid } from "./testimonial-grid";

const testimonials = await testimonialsIn("en");
const words = (await readContent("testimonials-page", "en")).reviews;
// Under the layout, whose data carries the services' names the cards link.
const { routes, hydrationData } = underLayout(await placesOf(), [
  { path: "/", Component: () => <TestimonialGrid words={words} testimonials={testimonials} /> },
]);
const Layout = createRoutesStub(routes);
const Stub = () => <Layout hydrationData={hydrationData} />;

/** The count under the filters, as the page writes it. */
const showing = (shown: number) => filled(words.showing, { shown: String(shown), total: String(testimonials.length) });

/** The reviewers' names of the visible cards, in order. */
const visibleNames = () =>
  screen
    .getAllByRole("figure")
    // jsdom does not lay out, so a card inside a closed <details> counts as hidden here.
    .filter((f) => f.closest("details:not([open])") === null)
    .map((f) => testimonials.find((t) => within(f).queryByText(t.name))?.name);

async function renderGrid() {
  render(<Stub />);
  return screen.findByRole("status");
}

describe("TestimonialGrid", () => {
  it("puts every review in the pre-rendered HTML, the filters inert until the script runs", () => {
    const html = renderToString(<Stub />);
    for (const t of testimonials) expect(html).toContain(t.name);
    expect(html).toMatch(/<select[^>]*disabled/);
    expect(html).toContain(showing(6));
  });

  it("shows the first six, and the rest behind 'show more', which updates the count", async () => {
    const user = visitor();
    const status = await renderGrid();
    expect(status).toHaveTextContent(showing(6));
    expect(visibleNames()).toHaveLength(6);
    await user.click(screen.getByText(counted(words.showMore, testimonials.length - 6, "en")));
    expect(status).toHaveTextContent(showing(testimonials.length));
    expect(visibleNames()).toEqual(testimonials.map((t) => t.name));

    // A filter with six or fewer matches has nothing to show more of; clearing it brings the list back open.
    await user.selectOptions(screen.getByLabelText(words.city), "Kolkata");
    await user.selectOptions(screen.getByLabelText(words.city), "");
    expect(visibleNames()).toHaveLength(testimonials.length);
    expect(status).toHaveTextContent(showing(testimonials.length));
  });

  it("filters by service and by city, and says how many it shows", async () => {
    const user = visitor();
    const status = await renderGrid();
    const vehicle = testimonials.filter((t) => t.service === "/vehicle-shifting");
    await user.selectOptions(screen.getByLabelText(words.service), "/vehicle-shifting");
    expect(visibleNames()).toEqual(vehicle.map((t) => t.name));
    expect(status).toHaveTextContent(showing(vehicle.length));
    expect(document.querySelector("details")).toBeNull();

    await user.selectOptions(screen.getByLabelText(words.service), words.allServices);
    await user.selectOptions(screen.getByLabelText(words.city), "Kolkata");
    const kolkata = testimonials.filter((t) => t.city === "Kolkata");
    expect(visibleNames()).toEqual(kolkata.map((t) => t.name));
    expect(status).toHaveTextContent(showing(kolkata.length));
  });

  it("says so when no review matches both filters", async () => {
    const user = visitor();
    await renderGrid();
    await user.selectOptions(screen.getByLabelText(words.service), "/fine-arts-relocation");
    await user.selectOptions(screen.getByLabelText(words.city), "Patna");
    expect(screen.queryAllByRole("figure")).toHaveLength(0);
    expect(screen.getByText(words.none)).toBeInTheDocument();
  });
});
