import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json, mockFetch, text } from "~/forms/testing/net";

import { visitor } from "../../../tests/user";

const PATNA = { latitude: 25.611234, longitude: 85.143789 };

/** The browser's geolocation, answering with `PATNA` or refusing, and counting the calls. */
function stubGeolocation(answer: "allow" | "deny") {
  const getCurrentPosition = vi.fn((resolve: PositionCallback, reject?: PositionErrorCallback | null) => {
    if (answer === "allow") resolve({ coords: PATNA } as GeolocationPosition);
    else reject?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
  });
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The badge with a fresh store: the hook keeps the visitor's location for the page's life. */
async function renderBadge() {
  vi.resetModules();
  const { LocationBadge } = await import("./location-badge");
  // The layout's words come from the same fresh router the badge reads them through.
  const { renderInEnglish } = await import("../../../tests/places");
  return renderInEnglish(<LocationBadge />);
}

const control = () => screen.getByTestId("visitor-location");

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the visitor's location", () => {
  it("asks nothing on load; a click asks for the position, then shows the address and keeps it for the session", async () => {
    const position = stubGeolocation("allow");
    const { calls } = mockFetch(json({ address: { city: "Patna", postcode: "800001", country: "India" } }));
    const user = visitor();
    const { unmount } = await renderBadge();
    expect(control()).toHaveTextContent("Add Address");
    expect(position).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);

    await user.click(control());
    await waitFor(() => expect(control()).toHaveTextContent("Patna, 800001, India"));
    expect(control()).toHaveAttribute("title", expect.stringMatching(/OpenStreetMap/));
    expect(position).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);

    // The next page of the session shows it without asking again.
    unmount();
    await renderBadge();
    expect(control()).toHaveTextContent("Patna, 800001, India");
    expect(calls).toHaveLength(1);
  });

  it.each([
    ["an error answer", json({ error: "Unable to geocode" })],
    ["a server error", text("oops", 500)],
    ["a network failure", "network-error" as const],
  ])("keeps 'Add Address' after %s, logging only", async (_name, answer) => {
    stubGeolocation("allow");
    const { calls } = mockFetch(answer);
    const user = visitor();
    await renderBadge();
    await user.click(control());
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Location lookup failed", expect.anything()));
    expect(calls).toHaveLength(1);
    expect(control()).toHaveTextContent("Add Address");
    expect(control()).toBeEnabled();
  });

  it("keeps 'Add Address' when the visitor refuses, and asks no geocoder", async () => {
    stubGeolocation("deny");
    const { calls } = mockFetch(json({}));
    const user = visitor();
    await renderBadge();
    await user.click(control());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
    expect(control()).toHaveTextContent("Add Address");
  });
});
