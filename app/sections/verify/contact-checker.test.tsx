import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { type Locale, localeTable, translatedLocales } from "~/config/locales";
import { formatPhone, site } from "~/config/site";
import { citiesIn } from "~/content/cities";
import { verifyIn } from "~/content/company";
import { FraudReportForm } from "~/forms/fraud-report-form";

import { untranslatedRuns } from "../../../scripts/untranslated";
import { records } from "../../../tests/locale-page";
import { renderInEnglish } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { ContactChecker } from "./contact-checker";
import { verifyContext } from "./verify-context";

const { branches: cities } = (await citiesIn("en")).content;
/** The checker's words in `locale`, as the page's loader gives them. */
const checkerIn = async (locale: Locale) => (await verifyIn(locale, verifyContext())).checker;
const w = await checkerIn("en");

/** The checker above the page's report form, as on /verify. */
function renderPage() {
  const user = visitor();
  renderInEnglish(
    <>
      <ContactChecker words={w} branchPhones={cities.map((c) => c.phone)} />
      <div id="report">
        <FraudReportForm />
      </div>
    </>,
  );
  const input = screen.getByRole("textbox", { name: w.label });
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
    ["our main phone with +91 and spaces", `+91 ${site.phone.slice(0, 5)} ${site.phone.slice(5)}`, w.ours.phone],
    ["the second phone with a trunk 0", `0${site.phoneAlt}`, w.ours.phone],
    ["a branch phone", cities.at(-1)!.phone, w.ours.phone],
    ["the chat number", `+${site.whatsapp}`, w.ours.phone],
    ["our e-mail in capitals", site.email.toUpperCase(), w.ours.email],
    ["our website with a path", `${site.url}/verify`, w.ours.website],
    ["our UPI ID", site.upiId, w.ours.upi],
    ["our GSTIN in lower case", site.identity.gstin.toLowerCase(), w.ours.gstin],
  ])("recognises %s as ours, with no report link", async (_, value, sentence) => {
    const { verdict, paste } = renderPage();
    await paste(value);
    expect(verdict()).toHaveTextContent(sentence);
    expect(verdict().querySelector("a[href='#report']")).toBeNull();
  });

  it("shows the phone number it compared, as we print it", async () => {
    const { verdict, paste } = renderPage();
    await paste(`tel:+91${site.phone}`);
    // jest-dom reads the number's no-break spaces as spaces.
    expect(verdict()).toHaveTextContent(`${w.checked} ${formatPhone(site.phone).replaceAll("\u00a0", " ")}`);
  });

  it.each([
    ["a phone number with an extra digit", `${site.phone}1`, w.notOurs.phone],
    ["our name in front of another site", `https://${new URL(site.url).host}.evil.com/pay`, w.notOurs.website],
    ["another UPI ID", "sarthi.movers@okbank", w.notOurs.upi],
    ["a free mailbox", "sarthimovers.help@gmail.com", w.notOurs.email],
    ["a GSTIN with one character changed", `${site.identity.gstin.slice(0, 14)}X`, w.notOurs.gstin],
  ])("warns about %s: do not pay, call us, report it", async (_, value, sentence) => {
    const { verdict, paste } = renderPage();
    await paste(value);
    expect(verdict()).toHaveTextContent(sentence);
    expect(verdict()).toHaveTextContent(w.notOursNext.slice(0, w.notOursNext.indexOf("{")).trim());
    expect(screen.getByRole("link", { name: formatPhone(site.phone) })).toHaveAttribute("href", `tel:+91${site.phone}`);
    expect(screen.getByRole("link", { name: w.report })).toHaveAttribute("href", "#report");
  });

  it("carries the pasted value into the report form, keeping what the visitor typed there", async () => {
    const { user, paste } = renderPage();
    await paste(" fake-sarthi.example ");
    await user.click(screen.getByRole("link", { name: w.report }));
    expect(suspectField()).toHaveValue("fake-sarthi.example");
    // A second check replaces the value the checker put there…
    await paste("98300 99999");
    await user.click(screen.getByRole("link", { name: w.report }));
    expect(suspectField()).toHaveValue("98300 99999");
    // …but never what the visitor wrote into the form themselves.
    await user.clear(suspectField());
    await user.type(suspectField(), "their own words");
    await paste("fake-sarthi.example");
    await user.click(screen.getByRole("link", { name: w.report }));
    expect(suspectField()).toHaveValue("their own words");
  });

  it("says clearly when it cannot tell what the text is", async () => {
    const { verdict, paste } = renderPage();
    await paste("pay the advance today");
    expect(verdict()).toHaveTextContent(w.unknown);
    expect(verdict().querySelector("a")).toBeNull();
  });

  it.each(translatedLocales)("answers in the page's language (%s)", async (locale) => {
    const user = visitor();
    const words = await checkerIn(locale);
    renderInEnglish(<ContactChecker words={words} branchPhones={cities.map((c) => c.phone)} />, `/${locale}/verify`);
    const input = screen.getByRole("textbox", { name: words.label });
    await user.click(input);
    await user.paste(`${site.phone}1`);
    const verdict = input.parentElement!.querySelector("[aria-live='polite']")!;
    expect(verdict, localeTable[locale].intl).toHaveTextContent(words.notOurs.phone);
    expect(untranslatedRuns(verdict.textContent ?? "", records)).toEqual([]);
  });
});
