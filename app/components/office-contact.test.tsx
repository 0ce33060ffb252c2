import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInEnglish as render } from "../../tests/places";
import { OfficeContact } from "./office-contact";

const office = {
  address: "12 Park Street, Kolkata 700016",
  phones: ["9800000001", "9800000002"],
  email: "desk@example.in",
};

describe("OfficeContact", () => {
  it("gives every phone its own call link and the e-mail a mail link, inside one <address>", () => {
    const { container } = render(<OfficeContact {...office} />);
    const address = container.querySelector("address")!;
    const links = within(address).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "tel:+919800000001",
      "tel:+919800000002",
      "mailto:desk@example.in",
    ]);
    expect(screen.getByTestId("office-address")).toHaveTextContent(office.address);
  });

  it("prints the value labels and the hours only when asked", () => {
    const { unmount } = render(<OfficeContact {...office} />);
    expect(screen.queryByText("Address")).toBeNull();
    expect(screen.queryByText(/Monday/)).toBeNull();
    unmount();
    render(<OfficeContact {...office} name="Brand Movers" labelled hours="Monday to Saturday" />);
    for (const label of ["Address", "Phone", "E-mail", "Hours"]) expect(screen.getByText(label)).toBeVisible();
    expect(screen.getByText("Brand Movers")).toBeVisible();
    expect(screen.getByText("Monday to Saturday")).toBeVisible();
  });
});
