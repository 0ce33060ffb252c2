import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { testimonialsIn } from "~/content/testimonials";

import { TestimonialGrid } from "./testimonial-grid";

const testimonials = await testimonialsIn("en");
const Stub = createRoutesStub([{ path: "/", Component: () => <TestimonialGrid testimonials={testimonials} /> }]);

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
    expect(html).toContain(`Showing 6 of ${testimonials.length} testimonials`);
  });

  it("shows the first six, and the rest behind 'show more', which updates the count", async () => {
    const user = userEvent.setup();
    const status = await renderGrid();
    expect(status).toHaveTextContent(`Showing 6 of ${testimonials.length} testimonials`);
    expect(visibleNames()).toHaveLength(6);
    await user.click(screen.getByText(`Show ${testimonials.length - 6} more reviews`));
    expect(status).toHaveTextContent(`Showing ${testimonials.length} of ${testimonials.length} testimonials`);
    expect(visibleNames()).toEqual(testimonials.map((t) => t.name));

    // A filter with six or fewer matches has nothing to show more of; clearing it brings the list back open.
    await user.selectOptions(screen.getByLabelText("City"), "Kolkata");
    await user.selectOptions(screen.getByLabelText("City"), "");
    expect(visibleNames()).toHaveLength(testimonials.length);
    expect(status).toHaveTextContent(`Showing ${testimonials.length} of ${testimonials.length} testimonials`);
  });

  it("filters by service and by city, and says how many it shows", async () => {
    const user = userEvent.setup();
    const status = await renderGrid();
    const vehicle = testimonials.filter((t) => t.service === "/vehicle-shifting");
    await user.selectOptions(screen.getByLabelText("Service"), "/vehicle-shifting");
    expect(visibleNames()).toEqual(vehicle.map((t) => t.name));
    expect(status).toHaveTextContent(`Showing ${vehicle.length} of ${testimonials.length} testimonials`);
    expect(screen.queryByText(/more reviews$/)).toBeNull();

    await user.selectOptions(screen.getByLabelText("Service"), "All services");
    await user.selectOptions(screen.getByLabelText("City"), "Kolkata");
    const kolkata = testimonials.filter((t) => t.city === "Kolkata");
    expect(visibleNames()).toEqual(kolkata.map((t) => t.name));
    expect(status).toHaveTextContent(`Showing ${kolkata.length} of ${testimonials.length} testimonials`);
  });

  it("says so when no review matches both filters", async () => {
    const user = userEvent.setup();
    await renderGrid();
    await user.selectOptions(screen.getByLabelText("Service"), "/fine-arts-relocation");
    await user.selectOptions(screen.getByLabelText("City"), "Patna");
    expect(screen.queryAllByRole("figure")).toHaveLength(0);
    expect(screen.getByText(/No review matches both filters/)).toBeInTheDocument();
  });
});
