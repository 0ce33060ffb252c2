import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { placesOf, underLayout } from "../../tests/places";
import { visitor } from "../../tests/user";
import Process, { loader } from "./process";

describe("the process page", () => {
  it("'Talk to an Expert' opens the call pop-up under that name, with the tap-to-call link", async () => {
    // Under the layout, whose data carries the call pop-up's words.
    const { routes, hydrationData } = underLayout(await placesOf(), [
      {
        path: "process",
        Component: Process,
        loader: ({ request }: { request: Request }) => loader({ request } as Parameters<typeof loader>[0]),
      },
    ]);
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/process"]} hydrationData={hydrationData} />);
    await visitor().click((await screen.findAllByRole("button", { name: "Talk to an Expert" }, { timeout: 5000 }))[0]!);
    const dialog = screen.getByRole("dialog", { name: "Talk to an Expert" });
    expect(within(dialog).getByRole("link")).toHaveAttribute("href", `tel:+91${site.phone}`);
  });
});
