import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { formatPhone, site } from "~/config/site";
import { citiesIn } from "~/content/cities";
import { FraudReportForm } from "~/forms/fraud-report-form";
import { verifySections } from "~/locales/hi/sections/verify";

import { untranslatedRuns } from "../../../scripts/untranslated";
import { records, renderInHindi } from "../../../tests/locale-page";
import { renderInEnglish } from "../../../tests/places";
import { ContactChecker } from "./contact-checker";

const { branches: cities } = (await citiesIn("en")).content;

/** The checker above the page's report form, as on /verify. */
function renderPage() {
  const user = userEvent.setup();
  renderInEnglish(
    <>
      <ContactChecker branchPhones={cities.map((c) => c.phone)} />
      <div id="report">
        <FraudReportForm />
      </div>
    </>,
  );
  const input = screen.getByRole("textbox", { name: "Phone number, e-mail, website, UPI ID or GSTIN" });
  const verdict = () => input.parentElement!.querySelector("[aria-live='polite']")!;
  /** Replaces what is in the box with `text` as a paste does. */
  const paste = async (text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  return { user, input, verdict, paste };
}

const suspectField = () => document.querySelector<HTMLInputElement>('#report [name="suspect_contact"]')!;

describe("the official-contact checker", () => {
  it("says nothing until something is pasted, in a polite live region", () => {
    const { verdict } = renderPage();
    expect(verdict()).toHaveAttribute("aria-live", "polite");
    expect(verdict()).toBeEmptyDOMElement();
  });

  it.each([
    [
      "our main phone with +91 and spaces",
      `+91 ${site.phone.slice(0, 5)} ${site.phone.slice(5)}`,
      "This phone number is ours.",
    ],
    ["the second phone with a trunk 0", `0${site.phoneAlt}`, "This phone number is ours."],
    ["a branch phone", cities.at(-1)!.phone, "This phone number is ours."],
    ["the chat number", `+${site.whatsapp}`, "This phone number is ours."],
    ["our e-mail in capitals", site.email.toUpperCase(), "This e-mail address is ours."],
    ["our website with a path", `${site.url}/verify`, "This website is ours."],
    ["our UPI ID", site.upiId, "This UPI ID is ours."],
    ["our GSTIN in lower case", site.identity.gstin.toLowerCase(), "This GSTIN is ours."],
  ])("recognises %s as ours, with no report link", async (_, value, sentence) => {
    const { verdict, paste } = renderPage();
    await paste(value);
    expect(verdict()).toHaveTextContent(sentence);
    expect(verdict().querySelector("a[href='#report']")).toBeNull();
  });

  it("shows the phone number it compared, as we print it", async () => {
    const { verdict, paste } = renderPage();
    await paste(`tel:+91${site.phone}`);
    expect(verdict()).toHaveTextContent(`Checked: ${formatPhone(site.phone)}`);
  });

  it.each([
    ["a phone number with an extra digit", `${site.phone}1`, "This phone number is not ours."],
    [
      "our name in front of another site",
      `https://${new URL(site.url).host}.evil.com/pay`,
      "This website is not ours.",
    ],
    ["another UPI ID", "sarthi.movers@okbank", "This UPI ID is not ours."],
    ["a free mailbox", "sarthimovers.help@gmail.com", "This e-mail address is not ours."],
    ["a GSTIN with one character changed", `${site.identity.gstin.slice(0, 14)}X`, "This GSTIN is not ours."],
  ])("warns about %s: do not pay, call us, report it", async (_, value, sentence) => {
    const { verdict, paste } = renderPage();
    await paste(value);
    expect(verdict()).toHaveTextContent(sentence);
    expect(verdict()).toHaveTextContent(/Do not pay/);
    expect(screen.getByRole("link", { name: formatPhone(site.phone) })).toHaveAttribute("href", `tel:+91${site.phone}`);
    expect(screen.getByRole("link", { name: "report it to us" })).toHaveAttribute("href", "#report");
  });

  it("carries the pasted value into the report form, keeping what the visitor typed there", async () => {
    const { user, paste } = renderPage();
    await paste(" fake-sarthi.example ");
    await user.click(screen.getByRole("link", { name: "report it to us" }));
    expect(suspectField()).toHaveValue("fake-sarthi.example");
    // A second check replaces the value the checker put there…
    await paste("98300 99999");
    await user.click(screen.getByRole("link", { name: "report it to us" }));
    expect(suspectField()).toHaveValue("98300 99999");
    // …but never what the visitor wrote into the form themselves.
    await user.clear(suspectField());
    await user.type(suspectField(), "their own words");
    await paste("fake-sarthi.example");
    await user.click(screen.getByRole("link", { name: "report it to us" }));
    expect(suspectField()).toHaveValue("their own words");
  });

  it("says clearly when it cannot tell what the text is", async () => {
    const { verdict, paste } = renderPage();
    await paste("pay the advance today");
    expect(verdict()).toHaveTextContent(/cannot tell what this is/);
    expect(verdict().querySelector("a")).toBeNull();
  });

  it("answers in Hindi on the Hindi page", async () => {
    const user = userEvent.setup();
    renderInHindi(<ContactChecker branchPhones={cities.map((c) => c.phone)} />, {
      path: "/hi/verify",
      translations: verifySections,
    });
    const input = screen.getByRole("textbox");
    await user.click(input);
    await user.paste(`${site.phone}1`);
    const verdict = input.parentElement!.querySelector("[aria-live='polite']")!;
    expect(verdict).toHaveTextContent("यह फोन नंबर हमारा नहीं है।");
    expect(untranslatedRuns(verdict.textContent ?? "", records)).toEqual([]);
  });
});
