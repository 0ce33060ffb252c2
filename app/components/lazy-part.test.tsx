import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

import { lazyPart } from "./lazy-part";

function Greeting() {
  return <p>Hello</p>;
}

async function show(Part: React.ComponentType) {
  const view = render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
  await screen.findByText(/./);
  return view;
}

describe("lazyPart", () => {
  it("loads a part's code once, when it first renders, after what it waits for", async () => {
    let release = () => {};
    const after = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load, after);
    expect(load).not.toHaveBeenCalled();
    const first = render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText("Hello")).toBeTruthy();
    first.unmount();
    await show(Part);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
