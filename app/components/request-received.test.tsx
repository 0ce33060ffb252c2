import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInEnglish as render } from "../../tests/places";
import { RequestReceived } from "./request-received";

describe("RequestReceived", () => {
  it("gives the page its one h1, confirms under an h2 and offers the two ways on, the first filled", () => {
    render(
      <>
        <RequestReceived
          eyebrow="Done"
          title="Thanks"
          intro="Got it."
          heading="On its way"
          primary={{ to: "/next", label: "Next" }}
          secondary={{ to: "/", label: "Home" }}
        >
          Call <a href="tel:1930">1930</a>.
        </RequestReceived>
      </>,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Thanks"]);
    const card = screen.getByRole("heading", { level: 2, name: "On its way" }).parentElement!;
    expect(within(card).getByRole("link", { name: "1930" })).toHaveAttribute("href", "tel:1930");
    const next = within(card).getByRole("link", { name: "Next" });
    const home = within(card).getByRole("link", { name: "Home" });
    expect([next.getAttribute("href"), home.getAttribute("href")]).toEqual(["/next", "/"]);
    expect(next).toHaveClass("btn-primary");
    expect(home).toHaveClass("btn-outline");
  });
});
