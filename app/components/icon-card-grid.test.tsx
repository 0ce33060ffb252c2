import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { IconCardGrid } from "./icon-card-grid";
import { Truck } from "./icons";

const cards = [
  { title: "Safe", text: "Wrapped twice.", Icon: Truck },
  { title: "On time", text: "Daily updates.", Icon: Truck },
];

describe("IconCardGrid", () => {
  it("is a list of cards, each with a level-3 heading and a hidden icon", () => {
    const { container } = render(<IconCardGrid cards={cards} />);
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Safe", "On time"]);
    expect(container.querySelectorAll("li > svg[aria-hidden='true']")).toHaveLength(2);
  });

  it("puts each icon on a tile in the tiled look", () => {
    const { container } = render(<IconCardGrid cards={cards} look="tiled" />);
    expect(container.querySelectorAll("li > svg")).toHaveLength(0);
    expect(container.querySelectorAll("li > span > svg[aria-hidden='true']")).toHaveLength(2);
  });

  it("lays the cards out in the given number of columns, and a page may replace a part's classes", () => {
    const { container } = render(<IconCardGrid cards={cards} columns={3} classes={{ text: "text-x" }} />);
    expect(screen.getByRole("list").className).toContain("lg:grid-cols-3");
    expect([...container.querySelectorAll("li > p")].map((p) => p.className)).toEqual(["text-x", "text-x"]);
  });

  it("sets the icon's tile beside a block holding the heading and text in the beside look", () => {
    const { container } = render(<IconCardGrid cards={cards} look="beside" columns={2} />);
    expect(container.querySelectorAll("li > span > svg[aria-hidden='true']")).toHaveLength(2);
    expect([...container.querySelectorAll("li > div > h3")].map((h) => h.textContent)).toEqual(["Safe", "On time"]);
    expect(container.querySelectorAll("li > div > p")).toHaveLength(2);
    expect(screen.getByRole("list").className).toContain("sm:grid-cols-2");
  });
});
