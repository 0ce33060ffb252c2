import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SubmitButton } from "./form-parts";

describe("SubmitButton", () => {
  it("is ready in the pre-rendered page, before the script runs, and stays the same element once it has", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <SubmitButton busy={false} className="">
        Send
      </SubmitButton>,
    );
    document.body.append(host);
    const button = host.querySelector("button")!;
    expect(button.disabled).toBe(false);

    await act(async () => {
      hydrateRoot(
        host,
        <SubmitButton busy={false} className="">
          Send
        </SubmitButton>,
      );
    });
    expect(host.querySelector("button")).toBe(button);
    expect(button.disabled).toBe(false);
    host.remove();
  });

  it("is off while its form is busy", () => {
    const { rerender } = render(
      <SubmitButton busy className="">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    rerender(
      <SubmitButton busy={false} className="">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
