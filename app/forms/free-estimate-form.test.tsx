import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { PHONE_PATTERN } from "~/lib/phone";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { FreeEstimateForm } from "./free-estimate-form";
import { byName, ORIGIN, quietFormTests, sdkFields } from "./testing/email";
import { mockFetch, text } from "./testing/net";

const { templates } = site.emailService;

quietFormTests();

type User = ReturnType<typeof visitor>;

describe("FreeEstimateForm", () => {
  async function fill(user: User) {
    await user.type(byName("company_name"), "Individual");
    await user.type(byName("first_name"), "Meera");
    await user.type(byName("last_name"), "Iyer");
    await user.type(byName("contact_number"), "98765-43210");
    await user.type(byName("email"), "meera@example.in");
    await user.type(byName("date"), "2026-12-20");
    await user.type(byName("origin_city"), "Chennai");
    await user.type(byName("destination_city"), "Hyderabad");
    await user.selectOptions(byName("shipment_mode"), "Home Shifting");
    await user.selectOptions(byName("referral"), "Friend or family");
  }

  it("has every field required except shipment_description, and contact_number tidied to 10 digits", async () => {
    const user = visitor();
    renderInEnglish(<FreeEstimateForm />);
    for (const n of [
      "company_name",
      "first_name",
      "last_name",
      "contact_number",
      "email",
      "origin_city",
      "origin_country",
      "destination_city",
      "destination_country",
      "date",
      "referral",
      "shipment_mode",
    ]) {
      expect(byName(n)).toBeRequired();
    }
    expect(byName("shipment_description")).not.toBeRequired();
    expect(byName("contact_number")).toHaveAttribute("pattern", PHONE_PATTERN);
    expect(byName("contact_number")).toHaveAttribute("inputmode", "tel");
    await user.type(byName("contact_number"), "+91 98765-43210");
    await user.tab();
    expect(byName("contact_number")).toHaveValue("9876543210");
    expect([...(byName("shipment_mode") as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      "",
      "Bike Relocation",
      "Car Relocation",
      "Corporate Relocation",
      "Defence Relocation",
      "Fine Arts Relocation",
      "Goods Insurance",
      "Home Shifting",
      "Local Shifting",
      "Warehouse & Storage",
    ]);
  });

  it("prefills from `initial` by field name", () => {
    renderInEnglish(
      <FreeEstimateForm
        initial={{
          origin_city: "Ranchi",
          destination_city: "Delhi",
          shipment_mode: "Car Relocation",
          contact_number: "98300 12345",
        }}
      />,
    );
    expect(byName("origin_city")).toHaveValue("Ranchi");
    expect(byName("destination_city")).toHaveValue("Delhi");
    expect(byName("shipment_mode")).toHaveValue("Car Relocation");
    expect(byName("contact_number")).toHaveValue("9830012345");
  });

  it("sends the form with the quote template: 'Sending...', then 'Message sent successfully ✅' and a reset", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.freeEstimate.success)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${ORIGIN}/api/v1.0/email/send-form`);
    expect(calls[0]!.body).toEqual([
      ["company_name", "Individual"],
      ["first_name", "Meera"],
      ["last_name", "Iyer"],
      ["contact_number", "9876543210"],
      ["email", "meera@example.in"],
      ["origin_city", "Chennai"],
      ["origin_country", "India"],
      ["destination_city", "Hyderabad"],
      ["destination_country", "India"],
      ["date", "2026-12-20"],
      ["shipment_mode", "Home Shifting"],
      ["referral", "Friend or family"],
      ["shipment_description", ""],
      ["language", "English"],
      ...sdkFields(templates.quote),
    ]);
    expect(byName("first_name")).toHaveValue("");
  });

  it.each([
    ["a 400", text("The template ID is invalid", 400)],
    ["a 429", text("Too Many Requests", 429)],
    ["a 500", text("Server Error", 500)],
    ["a network failure", "network-error" as const],
  ])("on %s shows 'Failed to send ❌' and keeps the values", async (_n, answer) => {
    mockFetch(answer);
    const user = visitor();
    renderInEnglish(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.freeEstimate.failure)).toBeInTheDocument();
    expect(byName("first_name")).toHaveValue("Meera");
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Get a free quote" })).toBeEnabled());
  });

  it("sends an attached inventory as two more fields, and keeps it after a failed send", async () => {
    const inventory = {
      inventory: "INVENTORY QUOTE (approximate)\nBedroom 1: Single bed × 1",
      inventory_data: '{"v":1}',
    };
    const { calls } = mockFetch(text("Server Error", 500), text("OK"));
    const user = visitor();
    renderInEnglish(<FreeEstimateForm inventory={inventory} />);
    expect(screen.getByText(/Bedroom 1: Single bed × 1/)).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.freeEstimate.failure)).toBeInTheDocument();
    expect(byName("inventory")).toHaveValue(inventory.inventory);

    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(await screen.findByText(en.freeEstimate.success)).toBeInTheDocument();
    const body = calls[1]!.body as [string, string][];
    expect(body).toContainEqual(["inventory", inventory.inventory]);
    expect(body).toContainEqual(["inventory_data", inventory.inventory_data]);
  });

  it("gives up after 15 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch("hang");
    const user = visitor();
    renderInEnglish(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Get a free quote" }));
    expect(screen.getByRole("status")).toHaveTextContent(en.shared.sending);
    expect(screen.getByRole("button", { name: "Get a free quote" })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(15_100));
    expect(screen.getByRole("status")).toHaveTextContent(en.freeEstimate.failure);
    expect(byName("first_name")).toHaveValue("Meera");
  });
});
