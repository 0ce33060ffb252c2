import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { WithParts } from "./with-parts";

const drawn = (text: string, parts: Record<string, React.ReactNode>) =>
  render(
    <p>
      <WithParts text={text} parts={parts} />
    </p>,
  ).container.firstElementChild!;

describe("WithParts", () => {
  it("draws each named part where the text names it, in the text's order", () => {
    const p = drawn("Call {helpline} now, or us on {phone}.", { phone: <a href="tel:1">1</a>, helpline: <b>1930</b> });
    expect(p.innerHTML).toBe('Call <b>1930</b> now, or us on <a href="tel:1">1</a>.');
  });

  it("leaves a name it has no part for as it is written", () => {
    expect(drawn("{basis} and {other}", { basis: "from Google" }).textContent).toBe("from Google and {other}");
  });
});
