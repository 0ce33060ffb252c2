import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { PHONE_PATTERN } from "~/lib/phone";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { FranchiseForm } from "./franchise-form";
import { byName, quietFormTests, sdkFields } from "./testing/email";
import { mockFetch, text } from "./testing/net";

const { templates } = site.emailService;

const alert = quietFormTests();

type User = ReturnType<typeof visitor>;

describe("FranchiseForm", () => {
  const code = () => screen.getByTestId("captcha-code").textContent!;
  async function fill(user: User) {
    await user.type(byName("date"), "2026-11-30");
    await user.type(byName("companyName"), "Bhagalpur Logistics Pvt Ltd");
    await user.type(byName("name"), "Vikram Jha");
    await user.type(byName("phoneNumber"), "9431000001");
    await user.type(byName("address"), "Tilkamanjhi, Bhagalpur, Bihar 812001");
    for (const n of ["gst", "regCert", "adhar", "pancard"]) await user.type(byName(n), `https://drive.google.com/${n}`);
  }

  it("has a 6-character A-Z/0-9 captcha, renewed by Refresh; altNumber optional but 10 digits if given", async () => {
    const user = visitor();
    renderInEnglish(<FranchiseForm />);
    expect(code()).toMatch(/^[A-Z0-9]{6}$/);
    const seen = new Set([code()]);
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole("button", { name: "Refresh security code" }));
      seen.add(code());
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(byName("altNumber")).not.toBeRequired();
    expect(byName("altNumber")).toHaveAttribute("pattern", PHONE_PATTERN);
    for (const n of ["gst", "regCert", "adhar", "pancard"]) expect(byName(n)).toHaveAttribute("type", "url");
  });

  it("an altNumber that is not 10 digits blocks sending", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<FranchiseForm />);
    await fill(user);
    await user.type(byName("altNumber"), "94310");
    await user.type(screen.getByLabelText("Type the code"), code());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(calls).toHaveLength(0);
  });

  it("a mismatch alerts 'Invalid CAPTCHA! Please try again.', renews and clears the entry", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<FranchiseForm />);
    await fill(user);
    const before = code();
    await user.type(screen.getByLabelText("Type the code"), before === "000000" ? "111111" : "000000");
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(alert()).toHaveBeenCalledWith(en.franchise.captcha);
    expect(code()).toMatch(/^[A-Z0-9]{6}$/);
    expect(code()).not.toBe(before);
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
    expect(calls).toHaveLength(0);
  });

  it("compares the entry upper-cased, sends with the franchise template, alerts success, resets and renews", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<FranchiseForm />);
    await fill(user);
    const before = code();
    await user.type(screen.getByLabelText("Type the code"), before.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await vi.waitFor(() => expect(alert()).toHaveBeenCalledWith(en.franchise.success));
    expect(calls[0]!.body).toEqual([
      ["date", "2026-11-30"],
      ["companyName", "Bhagalpur Logistics Pvt Ltd"],
      ["name", "Vikram Jha"],
      ["phoneNumber", "9431000001"],
      ["altNumber", ""],
      ["address", "Tilkamanjhi, Bhagalpur, Bihar 812001"],
      ["gst", "https://drive.google.com/gst"],
      ["regCert", "https://drive.google.com/regCert"],
      ["adhar", "https://drive.google.com/adhar"],
      ["pancard", "https://drive.google.com/pancard"],
      ["language", "English"],
      ...sdkFields(templates.franchise),
    ]);
    expect(byName("companyName")).toHaveValue("");
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
  });

  it("on failure alerts 'Something went wrong! Try again.' and keeps the values", async () => {
    mockFetch(text("Server Error", 500));
    const user = visitor();
    renderInEnglish(<FranchiseForm />);
    await fill(user);
    await user.type(screen.getByLabelText("Type the code"), code());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await vi.waitFor(() => expect(alert()).toHaveBeenCalledWith(en.franchise.failure));
    expect(byName("companyName")).toHaveValue("Bhagalpur Logistics Pvt Ltd");
  });
});
