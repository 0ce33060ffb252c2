/**
 * The visitor of the item list is on a phone: the whole journey by touch, from a preset to a quote confirmed in the
 * inbox, with what only a browser shows (storage across a reload, the print layout, axe). A shared link, a damaged
 * list and the builder's steppers are checked in app/sections/estimator/inventory/*.test.tsx; the extra charges
 * page and its links in tests/html/estimator-pages.test.ts.
 */
import type { Page } from "@playwright/test";

import { quoteChargesIn } from "../../app/content/charges.ts";
import { readContent } from "../../app/content/read.ts";
import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";
import { unique, waitForSubmission } from "./helpers/inbox";
import { expect, test } from "./helpers/test";

// The catalogue's figures, from the English file the list's code carries.
const { items, presets, vehicles } = await readContent("inventory", "en");
const cuFt = (id: string) => items.find((i) => i.id === id)!.cuFt;
const presetVolume = presets
  .find((p) => p.id === "2-bhk")!
  .lists.flatMap((list) => list.items)
  .reduce((sum, { item, qty }) => sum + cuFt(item) * qty, 0);
const vehicleFor = (volume: number) => vehicles.find((v) => v.usableCuFt >= volume)!.name;
const named = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const vehicle = (page: Page) => page.getByTestId("inventory-vehicle");

async function openBuilder(page: Page) {
  await gotoHydrated(page, "/cost-estimator?tab=items");
  await expect(page.getByRole("heading", { name: "Your list" })).toBeVisible();
}

/** Adds one of an item to a room through the search, as a visitor does. */
async function addItem(page: Page, room: string, search: string, item: string) {
  await page.getByRole("radio", { name: room, exact: true }).tap();
  await page.getByLabel("Search items").fill(search);
  await page.getByRole("button", { name: `One more: ${item}, ${room}` }).tap();
}

test.describe("inventory quote", () => {
  test("on a phone: a 2 BHK preset, two more items, 3rd floor without a lift; charges, vehicle, print, axe and send", async ({
    page,
  }) => {
    // A whole visit (building, a reload, printing, axe and sending): 23 s alone, past 30 s on a busy machine.
    test.slow();
    await openBuilder(page);
    await page.getByRole("button", { name: "Typical 2 BHK" }).tap();
    await expect(vehicle(page)).toContainText(vehicleFor(presetVolume));

    await addItem(page, "Bedroom 2", "almirah 3", "Almirah (steel wardrobe), 3-door");
    await addItem(page, "Balcony & store", "treadmill", "Treadmill");
    const volume = presetVolume + cuFt("almirah-3") + cuFt("treadmill");
    expect(vehicleFor(volume)).not.toBe(vehicleFor(presetVolume));
    await expect(vehicle(page)).toContainText(vehicleFor(volume));

    await page.getByRole("radio", { name: "Within a city" }).tap();
    await page.getByLabel("City (optional)").selectOption({ label: "Patna" });
    const delivery = page.getByRole("group", { name: "At delivery" });
    await delivery.getByLabel("Floor").selectOption({ label: "3rd floor" });
    await expect(delivery.getByLabel("A lift that takes furniture")).not.toBeChecked();
    const stairs = page.locator('[data-charge="stairs"]');
    await expect(stairs).toHaveCount(1);
    await expect(stairs).toContainText("delivery (3rd floor)");
    const rate = (await quoteChargesIn("en")).charges.rates.stairs;
    const steps = Math.ceil(volume / rate["volume-step"]);
    await expect(stairs).toContainText(`₹${(3 * steps * rate["per-floor"]).toLocaleString("en-IN")}`);
    await expect(page.getByTestId("inventory-total")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A reload keeps everything (localStorage).
    await page.reload();
    await expect(vehicle(page)).toContainText(vehicleFor(volume));
    await expect(page.locator('[data-charge="stairs"]')).toContainText("delivery (3rd floor)");

    // Print: only the A4 summary, without the site's header or the builder.
    await page.emulateMedia({ media: "print" });
    const summary = page.getByTestId("print-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("Almirah (steel wardrobe), 3-door × 1");
    await expect(summary).toContainText("Stairs without a lift, delivery (3rd floor)");
    await expect(page.getByRole("heading", { name: "Your list" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(summary).toBeHidden();

    await page.getByRole("main").getByRole("link", { name: "Get a free quote" }).tap();
    await expect(page).toHaveURL(/\/free-estimate\?.*attach=inventory/);
    await expect(named(page, "origin_city")).toHaveValue("Patna");
    await expect(named(page, "shipment_mode")).toHaveValue("Local Shifting");
    await expect(page.getByText("Your list of items is attached")).toBeVisible();
    const name = unique("Asha");
    await named(page, "company_name").fill("Individual");
    await named(page, "first_name").fill(name);
    await named(page, "last_name").fill("Verma");
    await named(page, "contact_number").pressSequentially("98765 43210");
    await named(page, "email").fill("asha@example.in");
    await named(page, "date").fill("2026-12-20");
    await named(page, "referral").selectOption("Google search");
    await page.getByRole("button", { name: "Get a free quote" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();

    const entry = await waitForSubmission((e) => e.fields.first_name === name);
    const text = String(entry.fields.inventory);
    expect(text).toContain("Bedroom 2:");
    expect(text).toContain("Almirah (steel wardrobe), 3-door × 1");
    expect(text).toContain("Treadmill × 1");
    expect(text).toContain("Delivery: 3rd floor, no lift");
    expect(text).toContain("Stairs without a lift, delivery (3rd floor)");
    const data = JSON.parse(String(entry.fields.inventory_data)) as { items: Record<string, Record<string, number>> };
    expect(data.items["bedroom-2"]?.["almirah-3"]).toBe(1);
    expect(data.items.balcony?.treadmill).toBe(1);
  });
});
