import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { branchesOf } from "~/content/places";

import { placesOf, renderWithPlaces } from "../../tests/places";
import { NetworkBlock } from "./network-block";

describe("NetworkBlock", () => {
  it("states the branch count of the cities it is given, and lists a branch the cities file adds", async () => {
    const places = await placesOf();
    const added = { ...branchesOf(places)[0]!, slug: "kolhapur", name: "Kolhapur", sent: "Kolhapur" };
    const more = { ...places, cities: [...places.cities, added] };
    await renderWithPlaces(<NetworkBlock />, "/", more);
    const count = branchesOf(more).length;
    expect(screen.getByText(new RegExp(`^Our ${count} branches and the Kolkata head office`))).toBeTruthy();
    expect(screen.getByRole("link", { name: /Kolhapur/ })).toHaveAttribute("href", "/network/kolhapur");
  });
});
