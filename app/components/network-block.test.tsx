import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { type NetworkBlockWords, networkBlockWordsIn } from "~/content/network";
import { branchesOf } from "~/content/places";
import type { CitiesContent } from "~/content/schemas/cities";

import { readEdited } from "../../tests/edited-content";
import { placesOf, underLayout } from "../../tests/places";
import { NetworkBlock } from "./network-block";

describe("NetworkBlock", () => {
  it("states the branch count of the cities file, and lists and names a branch the file adds", async () => {
    const words = await readEdited<CitiesContent, NetworkBlockWords>(
      "cities",
      (cities) => {
        const branch = cities.cities.find((c) => !c.headOffice)!;
        cities.cities.push({ ...structuredClone(branch), id: "kolhapur", name: "Kolhapur", phone: "9876543210" });
      },
      (dir) => networkBlockWordsIn("en", dir),
    );
    const places = await placesOf();
    const added = { ...branchesOf(places)[0]!, slug: "kolhapur", name: "Kolhapur", sent: "Kolhapur" };
    const more = { ...places, cities: [...places.cities, added] };
    const { routes } = underLayout(more, [{ path: "/", Component: () => <NetworkBlock /> }]);
    const Stub = createRoutesStub(routes);
    render(<Stub hydrationData={{ loaderData: { layout: { places: more, networkBlock: words } } }} />);

    expect(words.intro).toMatch(new RegExp(`\\b${branchesOf(more).length}\\b`));
    expect(screen.getByText(words.intro)).toBeTruthy();
    expect(words.cityLinks.kolhapur).toContain("Kolhapur");
    expect(screen.getByRole("link", { name: new RegExp(`^${words.cityLinks.kolhapur}`) })).toHaveAttribute(
      "href",
      "/network/kolhapur",
    );
  });
});
