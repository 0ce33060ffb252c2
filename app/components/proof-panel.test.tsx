import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { RATING, REPLY_MINUTES } from "~/content/facts";
import { GST } from "~/content/gst";
import { companyFacts } from "~/lib/hero-facts";

import { componentWordsOf, renderInEnglish as render } from "../../tests/places";
import { ProofPanel } from "./proof-panel";

const terms = () => screen.getAllByRole("term").map((t) => t.textContent);

describe("ProofPanel", () => {
  it("shows the registration numbers, rating and its basis from the site configuration", () => {
    render(<ProofPanel proofs={["gstin", "iba", "rating", "gst"]} />);
    const panel = screen.getByTestId("proof-panel");
    expect(panel).toHaveTextContent(site.identity.gstin);
    expect(panel).toHaveTextContent(site.identity.ibaCode);
    expect(panel).toHaveTextContent(`${RATING}/5`);
    expect(panel).toHaveTextContent(new Intl.NumberFormat("en-IN").format(site.rating.reviewCount));
    expect(panel).toHaveTextContent(`${GST.percent}% GST`);
  });

  it("puts the page's figures first and leaves out a proof that repeats one of them", async () => {
    const facts = companyFacts(4600, (await componentWordsOf()).componentWords.heroFacts);
    render(<ProofPanel facts={facts} proofs={["reply", "gstin"]} />);
    expect(terms()).toEqual([...facts.map((f) => f.label), "GSTIN"]);
    expect(screen.getByTestId("proof-panel")).toHaveTextContent(`within ${REPLY_MINUTES} min`);
  });

  it("renders nothing when the page picks nothing", () => {
    const { container } = render(<ProofPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});
