import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { PHONE_PATTERN } from "~/lib/phone";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { QuotePopup } from "./quote-popup";
import { json, mockFetch, text } from "./testing/net";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const onClose = vi.fn();
  const user = visitor();
  renderInEnglish(<QuotePopup open onClose={onClose} />);
  return { user, onClose };
}

async function fill(user: ReturnType<typeof visitor>) {
  await user.type(screen.getByLabelText("Your name"), "Asha Verma");
  await user.type(screen.getByLabelText("E-mail"), "asha@example.in");
  await user.type(screen.getByLabelText("Phone"), "9876543210");
  await user.type(screen.getByLabelText("Shifting from"), "Salt Lake, Kolkata");
  await user.type(screen.getByLabelText("Shifting to"), "Whitefield, Bangalore");
  await user.type(screen.getByLabelText("Moving date"), "2026-12-05");
  await user.selectOptions(screen.getByLabelText("Service"), "Car Relocation");
}

const submit = () => screen.getByRole("button", { name: "Get a free quote" });
const status = () => screen.getByRole("status");

describe("QuotePopup", () => {
  it("shows the company name, 'FREE estimates in minutes' and a close button", async () => {
    const { user, onClose } = setup();
    const dialog = screen.getByRole("dialog", { name: site.brand });
    expect(within(dialog).getByText("FREE estimates in minutes")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("carries the native rules: all required, e-mail type, phone an Indian mobile, blank 'Service Type' not a choice", () => {
    setup();
    for (const label of ["Your name", "E-mail", "Phone", "Shifting from", "Shifting to", "Moving date", "Service"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("pattern", PHONE_PATTERN);
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("10-digit mobile number");
    expect(screen.getByLabelText("Moving date")).toHaveAttribute("type", "date");
    const blank = screen.getByRole("option", { name: "Service Type" }) as HTMLOptionElement;
    expect(blank.value).toBe("");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Service Type",
      "Home Shifting",
      "Corporate Relocation",
      "Car Relocation",
      "Bike Relocation",
      "Local Shifting",
      "Defence Relocation",
      "Storage Services",
      "Fine Arts Relocation",
      "Goods Insurance",
    ]);
  });

  it("does not send while a rule is broken", async () => {
    const { calls } = mockFetch(json({ success: true, message: "ok" }));
    const { user } = setup();
    await fill(user);
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "98765");
    await user.click(submit());
    expect(calls).toHaveLength(0);
  });

  it("tidies the phone to its 10 digits when the visitor leaves the field", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Phone"), "+91 98-765 43210");
    await user.tab();
    expect(screen.getByLabelText("Phone")).toHaveValue("9876543210");
  });

  it("posts the exact multipart payload to {endpoint}/submit, shows 'Sending...' with the button disabled, then success and reset", async () => {
    let answer!: (r: Response) => void;
    const { calls, fetch } = mockFetch(json({ success: true, message: "Email sent successfully!" }));
    fetch.mockImplementationOnce(async (_url, init) => {
      calls.push({
        url: String(_url),
        method: init!.method!,
        headers: {},
        body: [...(init!.body as FormData).entries()].map(([k, v]) => [k, String(v)]),
      });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    expect(status()).toHaveTextContent(en.shared.sending);
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: "http://localhost:3000/submit", method: "POST" });
    expect(calls[0]!.body).toEqual([
      ["name", "Asha Verma"],
      ["email", "asha@example.in"],
      ["phone", "9876543210"],
      ["shiftingFrom", "Salt Lake, Kolkata"],
      ["shiftingTo", "Whitefield, Bangalore"],
      ["date", "2026-12-05"],
      ["serviceType", "Car Relocation"],
      ["access_key", site.forms.accessKey],
      ["language", "English"],
    ]);
    await act(async () => answer(json({ success: true, message: "Email sent successfully!" })));
    expect(status()).toHaveTextContent(en.popup.success);
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("Service")).toHaveValue("");
    await vi.waitFor(() => expect(submit()).toBeEnabled());
  });

  it.each([
    [
      "the provider's message (400)",
      json({ success: false, message: "Invalid access key" }, 400),
      "Invalid access key",
    ],
    [
      "the provider's message even with status 200",
      json({ success: false, message: "Spam detected" }),
      "Spam detected",
    ],
    ["a plain sentence on a 500 without JSON", text("Internal Server Error", 500), en.shared.serverFailure],
    ["a plain sentence on a 429 without JSON", text("Too Many Requests", 429), en.shared.tooMany],
    ["a plain sentence when the network fails", "network-error" as const, en.shared.networkFailure],
  ])("on failure shows %s and keeps every value", async (_name, answer, message) => {
    mockFetch(answer);
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Verma");
    expect(screen.getByLabelText("Service")).toHaveValue("Car Relocation");
    await vi.waitFor(() => expect(submit()).toBeEnabled());
  });

  it("gives up after 15 s without an answer, keeping the values", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch("hang");
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    expect(status()).toHaveTextContent(en.shared.sending);
    await act(async () => vi.advanceTimersByTime(14_000));
    expect(status()).toHaveTextContent(en.shared.sending);
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(status()).toHaveTextContent(en.shared.networkFailure);
    expect(screen.getByLabelText("Phone")).toHaveValue("9876543210");
    await vi.waitFor(() => expect(submit()).toBeEnabled());
  });
});
