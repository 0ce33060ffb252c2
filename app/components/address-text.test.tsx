import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { AddressText } from "./address-text";

/** The pieces an address may wrap between: the text between its <wbr> break opportunities. */
const pieces = (value: string) =>
  render(<AddressText value={value} />)
    .container.querySelector("span")!
    .innerHTML.split("<wbr>");

describe("AddressText", () => {
  it("wraps an e-mail address before its @, never inside its domain's last part", () => {
    expect(pieces("support@sarthimovers.example")).toEqual(["support", "@sarthimovers.example"]);
    expect(pieces("care@movers.co.in")).toEqual(["care", "@movers", ".co.in"]);
  });

  it("wraps a web address after a slash", () => {
    expect(pieces("sarthimovers.example/verify")).toEqual(["sarthimovers.example/", "verify"]);
  });
});
