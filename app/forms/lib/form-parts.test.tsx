import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SubmitButton } from "./form-parts";

describe("SubmitButton", () => {
  it("is off in the pre-rendered page until the script beside it runs, and the same element once it hydrates", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <SubmitButton busy={false} className="">
        Send
      </SubmitButton>,
    );
    document.body.append(host);
    const button = host.querySelector("button")!;
    // Without script the browser would post the form to the page's own address.
    expect(button.disabled).toBe(true);

    // As the browser parses it: the script just after the button runs before the button is painted.
    const script = button.nextElementSibling as HTMLScriptElement;
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(script.text)();
    Reflect.deleteProperty(document, "currentScript");
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
    expect(host.querySelector("script")).toBeNull();
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
