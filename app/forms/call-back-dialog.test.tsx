import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { CallBackDialog } from "./call-back-dialog";
import { byName, ORIGIN, quietFormTests } from "./testing/email";
import { mockFetch, text } from "./testing/net";

const { publicKey, serviceId, templates } = site.emailService;

quietFormTests();

describe("CallBackDialog", () => {
  it("sends {name, phone} with the call-back template, says so, and closes 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(text("OK"));
    const onClose = vi.fn();
    const user = visitor({ advanceTimers: vi.advanceTimersByTime });
    renderInEnglish(<CallBackDialog open onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Request a call back" });
    await user.type(within(dialog).getByLabelText("Your name"), "Sunil");
    await user.type(byName("contact_number"), "9000000001");
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(en.callBack.success)).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`${ORIGIN}/api/v1.0/email/send`);
    expect(calls[0]!.body).toEqual({
      lib_version: "4.4.1",
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: { name: "Sunil", phone: "9000000001", language: "English" },
    });
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("on failure says 'Something went wrong. Please try again.' and keeps the form", async () => {
    mockFetch(text("Server Error", 500));
    const onClose = vi.fn();
    const user = visitor();
    renderInEnglish(<CallBackDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText("Your name"), "Sunil");
    await user.type(byName("contact_number"), "9000000001");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(en.callBack.failure)).toBeInTheDocument();
    expect(byName("name")).toHaveValue("Sunil");
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled());
  });

  it("closes on the close mark", async () => {
    const onClose = vi.fn();
    const user = visitor();
    renderInEnglish(<CallBackDialog open onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
