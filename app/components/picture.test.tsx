import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { imageSlot } from "~/content/images";

import { ImageAltsContext } from "./layout-data";
import { Picture } from "./picture";

const img = (c: HTMLElement) => c.querySelector("img")!;

describe("Picture", () => {
  it("offers AVIF, then WebP, then a JPEG fallback, each at every width", () => {
    const { container } = render(<Picture slot="warehouse" sizes="100vw" />);
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcset).toBe(
      "/img/warehouse-480.avif 480w, /img/warehouse-800.avif 800w, /img/warehouse-1200.avif 1200w",
    );
    expect(img(container).srcset).toContain("/img/warehouse-1200.jpg 1200w");
    expect(img(container).getAttribute("src")).toMatch(/\.jpg$/);
    for (const el of [...sources, img(container)]) expect(el.getAttribute("sizes")).toBe("100vw");
  });

  it("sets the intrinsic size and the slot's alt text from the page's data", () => {
    const alts = { warehouse: "An aisle of cartons" };
    const { container } = render(
      <ImageAltsContext value={alts}>
        <Picture slot="warehouse" sizes="100vw" />
      </ImageAltsContext>,
    );
    const slot = imageSlot("warehouse");
    expect(img(container).getAttribute("width")).toBe(String(slot.width));
    expect(img(container).getAttribute("height")).toBe(String(slot.height));
    expect(img(container).alt).toBe(alts.warehouse);
  });

  it("loads lazily unless it is the page's first-screen image, which is eager and high priority", () => {
    const lazy = img(render(<Picture slot="warehouse" sizes="100vw" />).container);
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    const hero = img(render(<Picture slot="home-hero" sizes="100vw" priority />).container);
    expect(hero.getAttribute("loading")).toBe("eager");
    expect(hero.getAttribute("fetchpriority")).toBe("high");
  });

  it("has an empty alt when it only decorates", () => {
    expect(img(render(<Picture slot="warehouse" sizes="100vw" decorative />).container).alt).toBe("");
  });

  it("offers a blank inline image first where the layout hides the picture", () => {
    const { container } = render(<Picture slot="warehouse" sizes="30rem" shownWhen="(min-width: 1024px)" />);
    const first = container.querySelector("source")!;
    expect(first.media).toBe("not all and (min-width: 1024px)");
    expect(first.srcset).toMatch(/^data:image\/gif;base64,/);
    expect(container.querySelectorAll("source")).toHaveLength(3);
  });

  it("offers its inline AVIF first below the wide layout, and the files above it", () => {
    const inline = { src: "data:image/avif;base64,AAAA", width: 800 };
    const { container } = render(<Picture slot="home-hero" sizes="92vw" priority inline={inline} />);
    const [first, ...rest] = [...container.querySelectorAll("source")];
    expect(first!.media).toBe("not all and (min-width: 1024px)");
    expect(first!.type).toBe("image/avif");
    expect(first!.srcset).toBe("data:image/avif;base64,AAAA 800w");
    expect(first!.getAttribute("sizes")).toBe("92vw");
    expect(rest.map((s) => [s.type, s.media])).toEqual([
      ["image/avif", ""],
      ["image/webp", ""],
    ]);
  });
});
