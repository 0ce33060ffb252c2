import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { EnquiryForm } from "./enquiry-form";
import { byName, ORIGIN, quietFormTests, sdkFields } from "./testing/email";
import { mockFetch, text } from "./testing/net";

const { templates } = site.emailService;

const alert = quietFormTests();

type User = ReturnType<typeof visitor>;

describe("EnquiryForm", () => {
  const code = () => screen.getByTestId("captcha-code").textContent!;
  async function fill(user: User, captcha: string) {
    await user.type(byName("name"), "Farah Khan");
    await user.type(byName("contact_number"), "9812345678");
    await user.type(byName("user_email"), "farah@example.in");
    await user.type(byName("message"), "2 BHK from Newtown to Noida in March.");
    await user.type(screen.getByLabelText("Type the code"), captcha);
  }

  it("shows a 6-digit captcha between 100000 and 999999, generated on load", () => {
    renderInEnglish(<EnquiryForm />);
    expect(screen.getByRole("heading", { name: "Send your enquiry below" })).toBeInTheDocument();
    expect(code()).toMatch(/^[1-9]\d{5}$/);
  });

  it("a wrong entry alerts 'Invalid captcha. Please try again!', renews the captcha and sends nothing", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<EnquiryForm />);
    const first = code();
    await fill(user, first === "123456" ? "654321" : "123456");
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(alert()).toHaveBeenCalledWith(en.enquiry.captcha);
    expect(calls).toHaveLength(0);
    expect(code()).toMatch(/^[1-9]\d{5}$/);
    // A new code (the same one again is a one-in-900,000 chance).
    expect(code()).not.toBe(first);
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
    expect(byName("name")).toHaveValue("Farah Khan");
  });

  it("the right entry sends the enquiry fields (not the captcha) and on success alerts, resets and renews", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = visitor();
    renderInEnglish(<EnquiryForm />);
    await fill(user, code());
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await vi.waitFor(() => expect(alert()).toHaveBeenCalledWith(en.enquiry.success));
    expect(calls[0]!.url).toBe(`${ORIGIN}/api/v1.0/email/send-form`);
    expect(calls[0]!.body).toEqual([
      ["name", "Farah Khan"],
      ["contact_number", "9812345678"],
      ["user_email", "farah@example.in"],
      ["message", "2 BHK from Newtown to Noida in March."],
      ["language", "English"],
      ...sdkFields(templates.enquiry),
    ]);
    expect(byName("name")).toHaveValue("");
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
  });

  it("on failure alerts 'Something went wrong. Try again later.' and keeps the values", async () => {
    mockFetch("network-error");
    const user = visitor();
    renderInEnglish(<EnquiryForm />);
    await fill(user, code());
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await vi.waitFor(() => expect(alert()).toHaveBeenCalledWith(en.enquiry.failure));
    expect(byName("message")).toHaveValue("2 BHK from Newtown to Noida in March.");
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Send Enquiry" })).toBeEnabled());
  });
});
