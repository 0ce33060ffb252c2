import { useEffect, useRef, useState } from "react";

import { useComponentWords } from "~/components/component-words";
import { ExternalLink, MapPin } from "~/components/icons";
import { site } from "~/config/site";

interface MapEmbedProps {
  lat: number;
  lon: number;
  /** Names the map for screen readers, e.g. "Map of our Patna office". */
  title: string;
}

/** Half the width and height of the embedded view, in degrees: about 1.5 km each way. */
const SPAN = { lat: 0.008, lon: 0.012 };
const fixed = (n: number) => n.toFixed(5);

const mapEmbedUrl = (lat: number, lon: number) => {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat].map(fixed).join(",");
  return `${site.mapUrl}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
};

const mapPageUrl = (lat: number, lon: number) =>
  `${site.mapUrl}/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=16/${fixed(lat)}/${fixed(lon)}`;

/**
 * An OpenStreetMap embed that loads only when the visitor asks for it: until the placeholder is
 * clicked, nothing is requested from the map host (no cookies, no third-party request on page load).
 * The placeholder and the iframe fill the same fixed-ratio box, so loading the map shifts nothing.
 */
export function MapEmbed({ lat, lon, title }: MapEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const w = useComponentWords("map");

  // The button that had focus is gone once the map loads: hand focus to the map itself.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <figure className="m-0">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-line bg-surface sm:aspect-16/10">
        {loaded ? (
          <iframe
            ref={frame}
            title={title}
            src={mapEmbedUrl(lat, lon)}
            width="640"
            height="400"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="group absolute inset-0 flex size-full cursor-pointer flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <MapBackdrop />
            <span className="relative flex size-14 items-center justify-center rounded-full bg-white text-accent-600 shadow-card transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <MapPin className="size-7" aria-hidden="true" />
            </span>
            <span className="relative rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-card group-hover:bg-brand-50">
              {w.show}
              <span className="sr-only">: {title}</span>
            </span>
            <span className="relative max-w-xs rounded bg-white/90 px-2 py-1 text-xs text-ink-muted">{w.source}</span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-right text-sm">
        <a
          href={mapPageUrl(lat, lon)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {w.larger}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{w.newTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}

/** A drawn street grid standing in for the map until it loads. */
function MapBackdrop() {
  return (
    <svg
      className="absolute inset-0 size-full text-brand-100"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="320" height="200" className="fill-brand-50" />
      <path d="M0 150 C80 130 120 170 200 140 S300 110 320 120 L320 200 L0 200 Z" className="fill-brand-100" />
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <path d="M-10 60 L330 40" strokeWidth="8" className="stroke-white" />
        <path d="M60 -10 L90 210" strokeWidth="8" className="stroke-white" />
        <path d="M200 -10 L230 210" strokeWidth="6" className="stroke-white" />
        <path d="M-10 110 L330 100" strokeWidth="5" className="stroke-white" />
        <path d="M130 -10 L150 210" strokeWidth="3" />
        <path d="M270 -10 L290 210" strokeWidth="3" />
        <path d="M-10 20 L330 5" strokeWidth="3" />
        <path d="M-10 175 L330 170" strokeWidth="3" />
      </g>
    </svg>
  );
}
