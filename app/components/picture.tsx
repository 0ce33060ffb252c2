import { heightAt, IMAGE_FORMATS, imageSlot, imageUrl, type InlinePicture, slotWidths } from "~/content/images";

import { useImageAlts } from "./layout-data";

interface PictureProps {
  /** A slot id from app/content/images.ts. */
  slot: string;
  /** How wide the image is shown, for the browser to pick a width ("(min-width: 1024px) 36rem, 100vw"). */
  sizes: string;
  /**
   * The one image a page shows in its first screen: loaded eagerly at high priority. Every other image
   * loads lazily.
   */
  priority?: boolean;
  /** An image that only decorates (the text beside it says the same) gets an empty alt. */
  decorative?: boolean;
  /**
   * A media query outside which the layout hides the picture (PageHero: "(min-width: 1024px)"). Elsewhere the
   * browser picks a blank inline image instead, so a hidden picture costs no request.
   */
  shownWhen?: string;
  /**
   * The AVIF that phones and tablets show, carried in the page (docs/decisions/first-paint.md): a first-screen
   * picture then paints with the page's first paint instead of a request later.
   */
  inline?: InlinePicture | undefined;
  className?: string;
}

/** From the layout's `lg` breakpoint, as a picture's `shownWhen`: wide screens. */
export const WIDE = "(min-width: 1024px)";

/** Below the layout's `lg` breakpoint: where a picture's inline AVIF is the one shown. */
const NARROW = `not all and ${WIDE}`;

/** Phones and tablets, as a picture's `shownWhen`: below the layout's `lg` breakpoint. */
export const BELOW_WIDE = "(max-width: 1023.98px)";

/** A transparent 1×1 GIF: what a picture hidden by the layout "loads". */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * One photo slot as plain <picture> markup: AVIF, then WebP, then a JPEG every browser shows, each at every
 * width the pipeline (scripts/images.ts) writes, with the intrinsic size set so nothing shifts. No script.
 */
export function Picture({
  slot: id,
  sizes,
  priority = false,
  decorative = false,
  shownWhen,
  inline,
  className,
}: PictureProps) {
  const slot = imageSlot(id);
  const alt = useImageAlts()[slot.id];
  const widths = slotWidths(slot);
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) =>
    widths.map((w) => `${imageUrl(slot.id, w, format)} ${w}w`).join(", ");
  const fallback = widths[Math.min(1, widths.length - 1)] ?? slot.width;
  return (
    <picture>
      {shownWhen && <source media={`not all and ${shownWhen}`} srcSet={BLANK} />}
      {inline && <source type="image/avif" media={NARROW} srcSet={`${inline.src} ${inline.width}w`} sizes={sizes} />}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(slot.id, fallback, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        alt={decorative ? "" : alt}
        width={slot.width}
        height={heightAt(slot, slot.width)}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        // The focal point stays in view when a layout crops the picture with object-cover.
        style={{ objectPosition: `${slot.focus.x * 100}% ${slot.focus.y * 100}%` }}
        className={className}
      />
    </picture>
  );
}
