import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { CARD_FROM_NAME, CARD_SUBJECT, QuoteCardForm } from "./quote-card-form";
import { json, mockFetch } from "./testing/net";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (name: string) => document.querySelector(`[name="${CSS.escape(name)}"]`) as HTMLInputElement;

async function fill(user: ReturnType<typeof visitor>) {
  await user.type(field("Customer name"), "Rohit Sen");
  await user.type(field("phone number"), "9123456780");
  await user.type(field("Customer email id:"), "rohit@example.in");
  await user.selectOptions(field("relocation_type"), "Defence Relocation");
  await user.type(field("Want to shift from"), "Patna");
  await user.type(field("Shifting to"), "Pune");
  await user.type(field("Shifting Date"), "2027-01-10");
}

describe("QuoteCardForm", () => {
  it("is titled 'Want to relocate easy & fast?' and uses the product's field names and input types", () => {
    renderInEnglish(<QuoteCardForm />);
    expect(screen.getByRole("heading", { name: "Want to relocate easy & fast?" })).toBeInTheDocument();
    expect(field("phone number")).toHaveAttribute("type", "tel");
    expect(field("Customer email id:")).toHaveAttribute("type", "email");
    expect(field("Shifting Date")).toHaveAttribute("type", "date");
    for (const name of [
      "Customer name",
      "phone number",
      "Customer email id:",
      "relocation_type",
      "Want to shift from",
      "Shifting to",
      "Shifting Date",
    ]) {
      expect(field(name)).toBeRequired();
    }
  });

  it("folds its fields below 1024 px behind one line, the title and intro left above the fold", () => {
    renderInEnglish(<QuoteCardForm />);
    const fold = field("Customer name").closest("details");
    expect(fold).toHaveClass("lg:unfolded");
    expect(fold!.querySelector(":scope > summary")).toHaveTextContent(en.quoteCard.open);
    expect(fold!.querySelector("form")).not.toBeNull();
    expect(fold).not.toContainElement(screen.getByRole("heading", { name: "Want to relocate easy & fast?" }));
    expect(fold).not.toContainElement(screen.getByText(en.quoteCard.intro));
  });

  it("keeps the spec's relocation_type value/label pairs, mismatches included, behind a disabled placeholder", () => {
    renderInEnglish(<QuoteCardForm />);
    const options = [...(field("relocation_type") as unknown as HTMLSelectElement).options].map((o) => [
      o.value,
      o.textContent,
      o.disabled,
    ]);
    expect(options).toEqual([
      ["", "Select relocation type", true],
      ["Home Shifting", "Home Shifting", false],
      ["Office Shifting", "Corporate Relocation", false],
      ["Car Shifting", "Car Relocation", false],
      ["Bike Shifting", "Bike Relocation", false],
      ["Pet Relocation", "Defence Relocation", false],
      ["Home & Car Shifting", "Fine Arts Relocation", false],
      ["Local Shifting", "Local Shifting", false],
      ["Warehouse & Storage", "Warehouse & Storage", false],
      ["Office Shifting", "Goods Insurance", false],
    ]);
    expect(field("relocation_type")).toHaveValue("");
  });

  it("sends fields, access key, subject and from-name; on success says so and clears the form", async () => {
    const { calls } = mockFetch(json({ success: true, message: "Email sent successfully!" }));
    const user = visitor();
    renderInEnglish(<QuoteCardForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.quoteCard.success)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("http://localhost:3000/submit");
    expect(calls[0]!.body).toEqual([
      ["Customer name", "Rohit Sen"],
      ["phone number", "9123456780"],
      ["Customer email id:", "rohit@example.in"],
      ["relocation_type", "Pet Relocation"],
      ["Want to shift from", "Patna"],
      ["Shifting to", "Pune"],
      ["Shifting Date", "2027-01-10"],
      ["access_key", site.forms.accessKey],
      ["subject", CARD_SUBJECT],
      ["from_name", CARD_FROM_NAME],
      ["language", "English"],
    ]);
    expect(CARD_SUBJECT).toMatch(/^New Quote Request /);
    expect(field("Customer name")).toHaveValue("");
    expect(field("relocation_type")).toHaveValue("");
  });

  it("shows the provider's message, or a plain sentence on a network failure, keeping the values", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(json({ success: false, message: "Invalid email address" }, 400), "network-error");
    const user = visitor();
    renderInEnglish(<QuoteCardForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.shared.networkFailure)).toBeInTheDocument();
    expect(field("Customer name")).toHaveValue("Rohit Sen");
    expect(field("relocation_type")).toHaveValue("Pet Relocation");
  });
});
