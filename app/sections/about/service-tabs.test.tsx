import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { aboutIn } from "~/content/company";

import { visitor } from "../../../tests/user";
import { ServiceTabs } from "./service-tabs";

/** The company's name as a page in a language that does not inflect it writes it. */
const siteBrand = { brand: site.brand };

const { tabs, tabsSection } = await aboutIn("en", siteBrand);
const [Residential, Commercial, Specialized] = tabs.map((t) => t.label) as [string, string, string];

function renderTabs() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ServiceTabs words={tabsSection} tabs={tabs} /> }]);
  return render(<Stub />);
}

const selected = () =>
  screen
    .getAllByRole("tab")
    .filter((t) => t.getAttribute("aria-selected") === "true")
    .map((t) => t.textContent);

describe("ServiceTabs", () => {
  it("selects Residential by default and shows only its panel", () => {
    renderTabs();
    expect(selected()).toEqual([Residential]);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(Residential);
  });

  it("selects on click, and on arrows, Home and End with focus following", async () => {
    const user = visitor();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: Commercial }));
    expect(selected()).toEqual([Commercial]);
    await user.keyboard("{ArrowRight}");
    expect(selected()).toEqual([Specialized]);
    expect(screen.getByRole("tab", { name: Specialized })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(selected()).toEqual([Residential]);
    await user.keyboard("{End}");
    expect(selected()).toEqual([Specialized]);
    await user.keyboard("{Home}");
    expect(selected()).toEqual([Residential]);
    await user.keyboard("{ArrowLeft}");
    expect(selected()).toEqual([Specialized]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("moves with the vertical arrows too, wraps, shows only the selected panel, and is one tab stop", async () => {
    const user = visitor();
    renderTabs();
    screen.getByRole("tab", { name: Residential }).focus();
    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([Commercial]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(selected()).toEqual([Specialized]);
    expect(screen.getByRole("tab", { name: Specialized })).toHaveFocus();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(Specialized);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
