import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { PHONE_PATTERN } from "~/lib/phone";

import { ApplicationDialog } from "./application-dialog";
import { CallBackDialog } from "./call-back-dialog";
import { EnquiryForm } from "./enquiry-form";
import { FranchiseForm } from "./franchise-form";
import { FreeEstimateForm } from "./free-estimate-form";
import * as M from "./lib/messages";
import { mockFetch, text } from "./testing/net";

const { publicKey, serviceId, templates } = site.emailService;
const ORIGIN = "http://localhost:3000";
const sdkFields = (template: string) => [
  ["lib_version", "4.4.1"],
  ["service_id", serviceId],
  ["template_id", template],
  ["user_id", publicKey],
];

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const byName = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
type User = ReturnType<typeof userEvent.setup>;

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
    const user = userEvent.setup();
    render(<FreeEstimateForm />);
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
    render(
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
    const user = userEvent.setup();
    render(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Estimate Request" }));
    expect(await screen.findByText(M.ESTIMATE_SUCCESS)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${ORIGIN}/api/v1.0/email/send-form`);
    expect(calls[0]!.body).toEqual([
      ["company_name", "Individual"],
      ["first_name", "Meera"],
      ["last_name", "Iyer"],
      ["contact_number", "9876543210"],
      ["email", "meera@example.in"],
      ["date", "2026-12-20"],
      ["origin_city", "Chennai"],
      ["origin_country", "India"],
      ["destination_city", "Hyderabad"],
      ["destination_country", "India"],
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
    const user = userEvent.setup();
    render(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Estimate Request" }));
    expect(await screen.findByText(M.ESTIMATE_FAILURE)).toBeInTheDocument();
    expect(byName("first_name")).toHaveValue("Meera");
    expect(screen.getByRole("button", { name: "Send Estimate Request" })).toBeEnabled();
  });

  it("sends an attached inventory as two more fields, and keeps it after a failed send", async () => {
    const inventory = {
      inventory: "INVENTORY QUOTE (approximate)\nBedroom 1: Single bed × 1",
      inventory_data: '{"v":1}',
    };
    const { calls } = mockFetch(text("Server Error", 500), text("OK"));
    const user = userEvent.setup();
    render(<FreeEstimateForm inventory={inventory} />);
    expect(screen.getByText(/Bedroom 1: Single bed × 1/)).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Estimate Request" }));
    expect(await screen.findByText(M.ESTIMATE_FAILURE)).toBeInTheDocument();
    expect(byName("inventory")).toHaveValue(inventory.inventory);

    await user.click(screen.getByRole("button", { name: "Send Estimate Request" }));
    expect(await screen.findByText(M.ESTIMATE_SUCCESS)).toBeInTheDocument();
    const body = calls[1]!.body as [string, string][];
    expect(body).toContainEqual(["inventory", inventory.inventory]);
    expect(body).toContainEqual(["inventory_data", inventory.inventory_data]);
  });

  it("gives up after 15 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch("hang");
    const user = userEvent.setup();
    render(<FreeEstimateForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Estimate Request" }));
    expect(screen.getByRole("status")).toHaveTextContent(M.SENDING);
    expect(screen.getByRole("button", { name: "Send Estimate Request" })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(15_100));
    expect(screen.getByRole("status")).toHaveTextContent(M.ESTIMATE_FAILURE);
    expect(byName("first_name")).toHaveValue("Meera");
  });
});

describe("CallBackDialog", () => {
  it("sends {name, phone} with the call-back template, says so, and closes 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(text("OK"));
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CallBackDialog open onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Request a call back" });
    await user.type(within(dialog).getByLabelText("Your name"), "Sunil");
    await user.type(byName("contact_number"), "9000000001");
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(M.CALLBACK_SUCCESS)).toBeInTheDocument();
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
    const user = userEvent.setup();
    render(<CallBackDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText("Your name"), "Sunil");
    await user.type(byName("contact_number"), "9000000001");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(M.CALLBACK_FAILURE)).toBeInTheDocument();
    expect(byName("name")).toHaveValue("Sunil");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("closes on the close mark", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<CallBackDialog open onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});

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
    render(<EnquiryForm />);
    expect(screen.getByRole("heading", { name: "Send your enquiry below" })).toBeInTheDocument();
    expect(code()).toMatch(/^[1-9]\d{5}$/);
  });

  it("a wrong entry alerts 'Invalid captcha. Please try again!', renews the captcha and sends nothing", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = userEvent.setup();
    render(<EnquiryForm />);
    const first = code();
    await fill(user, first === "123456" ? "654321" : "123456");
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(alert).toHaveBeenCalledWith(M.ENQUIRY_CAPTCHA);
    expect(calls).toHaveLength(0);
    expect(code()).toMatch(/^\d{6}$/);
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
    expect(byName("name")).toHaveValue("Farah Khan");
  });

  it("the right entry sends the enquiry fields (not the captcha) and on success alerts, resets and renews", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await fill(user, code());
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.ENQUIRY_SUCCESS));
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
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await fill(user, code());
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.ENQUIRY_FAILURE));
    expect(byName("message")).toHaveValue("2 BHK from Newtown to Noida in March.");
    expect(screen.getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
  });
});

describe("ApplicationDialog", () => {
  async function fill(user: User) {
    await user.type(byName("user_name"), "Arjun Das");
    await user.type(byName("user_email"), "arjun@example.in");
    await user.type(byName("user_phone"), "9700011122");
    await user.type(byName("user_resume"), "https://drive.google.com/file/d/abc/view");
  }

  it("has the rules: phone an Indian mobile sent as 10 digits, resume a link, all required", async () => {
    const user = userEvent.setup();
    render(<ApplicationDialog jobTitle="Truck Driver" onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Apply for Truck Driver" })).toBeInTheDocument();
    for (const n of ["user_name", "user_email", "user_phone", "user_resume"]) expect(byName(n)).toBeRequired();
    expect(byName("user_phone")).toHaveAttribute("pattern", PHONE_PATTERN);
    expect(byName("user_resume")).toHaveAttribute("type", "url");
    await user.type(byName("user_phone"), "0 97000 11122");
    await user.tab();
    expect(byName("user_phone")).toHaveValue("9700011122");
  });

  it("'Sending...' disabled, then 'Sent!', the alert, and closes 2 s later; job_title is sent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (r: Response) => void;
    const { fetch, calls } = mockFetch(text("OK"));
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ApplicationDialog jobTitle="Sales Executive" onClose={onClose} />);
    await fill(user);
    fetch.mockImplementationOnce(async (url, init) => {
      calls.push({
        url: String(url),
        method: "POST",
        headers: {},
        body: [...(init!.body as FormData).entries()].map(([k, v]) => [k, String(v)]),
      });
      return new Promise<Response>((r) => (answer = r));
    });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("button", { name: M.SENDING })).toBeDisabled();
    await act(async () => answer(text("OK")));
    expect(screen.getByRole("button", { name: M.APPLICATION_SENT })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(M.APPLICATION_SUCCESS);
    expect(calls[0]!.body).toEqual([
      ["job_title", "Sales Executive"],
      ["user_name", "Arjun Das"],
      ["user_email", "arjun@example.in"],
      ["user_phone", "9700011122"],
      ["user_resume", "https://drive.google.com/file/d/abc/view"],
      ["language", "English"],
      ...sdkFields(templates.application),
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("on failure alerts 'Failed to send. Try again later.' and re-enables the button", async () => {
    mockFetch(text("Too Many Requests", 429));
    const user = userEvent.setup();
    render(<ApplicationDialog jobTitle="HR Recruiter" onClose={() => {}} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.APPLICATION_FAILURE));
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(byName("user_name")).toHaveValue("Arjun Das");
  });

  it("Cancel closes", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ApplicationDialog jobTitle="HR Recruiter" onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("is closed while no job is chosen", () => {
    render(<ApplicationDialog jobTitle={null} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

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
    const user = userEvent.setup();
    render(<FranchiseForm />);
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
    const user = userEvent.setup();
    render(<FranchiseForm />);
    await fill(user);
    await user.type(byName("altNumber"), "94310");
    await user.type(screen.getByLabelText("Type the code"), code());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(calls).toHaveLength(0);
  });

  it("a mismatch alerts 'Invalid CAPTCHA! Please try again.', renews and clears the entry", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = userEvent.setup();
    render(<FranchiseForm />);
    await fill(user);
    await user.type(
      screen.getByLabelText("Type the code"),
      "!!!!!!".replace(/!/g, "0") === code() ? "111111" : "000000",
    );
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(alert).toHaveBeenCalledWith(M.FRANCHISE_CAPTCHA);
    expect(screen.getByLabelText("Type the code")).toHaveValue("");
    expect(calls).toHaveLength(0);
  });

  it("compares the entry upper-cased, sends with the franchise template, alerts success, resets and renews", async () => {
    const { calls } = mockFetch(text("OK"));
    const user = userEvent.setup();
    render(<FranchiseForm />);
    await fill(user);
    const before = code();
    await user.type(screen.getByLabelText("Type the code"), before.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.FRANCHISE_SUCCESS));
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
    const user = userEvent.setup();
    render(<FranchiseForm />);
    await fill(user);
    await user.type(screen.getByLabelText("Type the code"), code());
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(M.FRANCHISE_FAILURE));
    expect(byName("companyName")).toHaveValue("Bhagalpur Logistics Pvt Ltd");
  });
});
