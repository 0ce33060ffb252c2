import { afterEach, describe, expect, it } from "vitest";

import { TAB_BEFORE_PAINT } from "./tab-before-paint";

/** The pre-rendered markup the script's style targets, as the page has it before hydration. */
function prerendered() {
  document.head.innerHTML = "<style>.hidden{display:none}</style>";
  document.body.innerHTML = `<div data-prerendered>
    <a data-tab="quick" aria-current="page">Quick estimate</a><a data-tab="items">List my items</a>
    <div data-panel="quick">form</div><div data-panel="items" class="hidden">Loading</div>
  </div>`;
}
const shown = (panel: string) => {
  const el = document.querySelector<HTMLElement>(`[data-panel=${panel}]`)!;
  return getComputedStyle(el).display !== "none";
};

function runAt(search: string) {
  window.history.replaceState(null, "", `/cost-estimator${search}`);
  prerendered();
  // The same text the page inlines; it runs once, before the first paint.
  new Function(TAB_BEFORE_PAINT)();
}

afterEach(() => {
  document.head.querySelectorAll("style").forEach((s) => s.remove());
});

describe("the tab chosen before the first paint", () => {
  it("shows the item list's place, not the quick estimate, for ?tab=items", () => {
    runAt("?tab=items");
    expect(shown("items")).toBe(true);
    expect(shown("quick")).toBe(false);
  });

  it.each(["", "?tab=quick", "?move=local&tab=other", "?items=living.sofa-3"])(
    "leaves the quick estimate for “%s”",
    (q) => {
      runAt(q);
      expect(shown("quick")).toBe(true);
      expect(shown("items")).toBe(false);
    },
  );

  it("stops applying once React renders the page without the pre-render mark", () => {
    runAt("?tab=items");
    document.querySelector("[data-prerendered]")!.removeAttribute("data-prerendered");
    expect(shown("quick")).toBe(true);
  });
});
