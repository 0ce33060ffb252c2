import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { CallDialog } from "./call-dialog";

describe("CallDialog", () => {
  it("is 'Call us now' with a tap-to-call link to the main phone, closed by its close button", async () => {
    const onClose = vi.fn();
    renderInEnglish(<CallDialog open onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Call us now" });
    expect(within(dialog).getByRole("link")).toHaveAttribute("href", `tel:+91${site.phone}`);
    await visitor().click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
