import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { PHONE_PATTERN } from "~/lib/phone";

import { renderInEnglish } from "../../tests/places";
import { visitor } from "../../tests/user";
import { englishFormWords as en } from "../../tests/words";
import { ApplicationDialog } from "./application-dialog";
import { byName, quietFormTests, sdkFields } from "./testing/email";
import { mockFetch, text } from "./testing/net";

const { templates } = site.emailService;

const alert = quietFormTests();

type User = ReturnType<typeof visitor>;

describe("ApplicationDialog", () => {
  async function fill(user: User) {
    await user.type(byName("user_name"), "Arjun Das");
    await user.type(byName("user_email"), "arjun@example.in");
    await user.type(byName("user_phone"), "9700011122");
    await user.type(byName("user_resume"), "https://drive.google.com/file/d/abc/view");
  }

  it("has the rules: phone an Indian mobile sent as 10 digits, resume a link, all required", async () => {
    const user = visitor();
    renderInEnglish(<ApplicationDialog jobTitle="Truck Driver" onClose={() => {}} />);
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
    const user = visitor({ advanceTimers: vi.advanceTimersByTime });
    renderInEnglish(<ApplicationDialog jobTitle="Sales Executive" onClose={onClose} />);
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
    expect(screen.getByRole("button", { name: en.shared.sending })).toBeDisabled();
    await act(async () => answer(text("OK")));
    expect(screen.getByRole("button", { name: en.application.sent })).toBeInTheDocument();
    expect(alert()).toHaveBeenCalledWith(en.application.success);
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
    const user = visitor();
    renderInEnglish(<ApplicationDialog jobTitle="HR Recruiter" onClose={() => {}} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await vi.waitFor(() => expect(alert()).toHaveBeenCalledWith(en.application.failure));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled());
    expect(byName("user_name")).toHaveValue("Arjun Das");
  });

  it("Cancel closes", async () => {
    const onClose = vi.fn();
    const user = visitor();
    renderInEnglish(<ApplicationDialog jobTitle="HR Recruiter" onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("is closed while no job is chosen", () => {
    renderInEnglish(<ApplicationDialog jobTitle={null} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
