import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { TERMS_CLAIMS_PATH } from "~/content/guarantee";
import { CLAIM_WINDOW_HOURS } from "~/content/guarantee";
import { readContent } from "~/content/read";

import { renderInEnglish as render } from "../../tests/places";
import { GuaranteeLink } from "./guarantee-link";
import { SafetyGuarantee } from "./safety-guarantee";

const mount = () =>
  render(
    <>
      <GuaranteeLink />
      <SafetyGuarantee />
    </>,
  );

describe("the 100% safety guarantee", () => {
  it("is defined on the page that claims it: the claim links to the definition", () => {
    mount();
    const claim = screen.getByRole("link", { name: "100% safety guarantee" });
    const target = document.getElementById(claim.getAttribute("href")!.slice(1));
    expect(target).toBe(screen.getByRole("region", { name: /safety guarantee means/ }));
  });

  it("says what is covered, how to claim and its limits", () => {
    mount();
    const section = screen.getByRole("region", { name: /safety guarantee means/ });
    for (const heading of ["What is covered", "How to claim", "The limits"]) {
      const h = within(section).getByRole("heading", { name: heading, level: 3 });
      expect(h.parentElement!.querySelectorAll("li").length).toBeGreaterThan(0);
    }
  });

  it("uses the terms' claim window and the support e-mail for claims", () => {
    mount();
    const steps = within(screen.getByRole("heading", { name: "How to claim" }).parentElement!).getAllByRole("listitem");
    expect(steps.some((li) => li.textContent!.includes(`${CLAIM_WINDOW_HOURS} hours`))).toBe(true);
    expect(steps.some((li) => li.textContent!.includes(site.email))).toBe(true);
  });

  it("links the claims e-mail address, so a phone opens the mail app at it", () => {
    mount();
    const steps = within(screen.getByRole("heading", { name: "How to claim" }).parentElement!).getByRole("list");
    expect(within(steps).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });

  it("links to a claims section that the terms really have", async () => {
    mount();
    expect(screen.getByRole("link", { name: /claims section of our terms/ })).toHaveAttribute(
      "href",
      TERMS_CLAIMS_PATH,
    );
    const anchor = TERMS_CLAIMS_PATH.split("#")[1];
    const { terms } = await readContent("legal", "en");
    expect(terms.map((s) => s.id)).toContain(anchor);
  });
});
