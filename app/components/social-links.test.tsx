import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { layoutWordsOf, renderInEnglish } from "../../tests/places";
import { SocialLinks } from "./social-links";

describe("SocialLinks", () => {
  for (const look of ["icons", "labelled"] as const) {
    it(`(${look}) names the four profiles and opens each in a new tab, without access to this page`, async () => {
      renderInEnglish(<SocialLinks look={look} />);
      const links = within(screen.getByRole("list", { name: (await layoutWordsOf()).socialMedia })).getAllByRole(
        "link",
      );
      expect(links.map((a) => a.textContent)).toEqual(
        ["Facebook", "X", "Instagram", "LinkedIn"].map((n) => `${n} (opens in a new tab)`),
      );
      expect(links.map((a) => a.getAttribute("href"))).toEqual([
        site.social.facebook,
        site.social.x,
        site.social.instagram,
        site.social.linkedin,
      ]);
      for (const a of links) {
        expect(a).toHaveAttribute("target", "_blank");
        expect(a).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
  }
});
