import { useId } from "react";

import { Link } from "~/components/link";
import type { NetworkPageWords } from "~/content/network";
import { cityPath, headOfficeOf, type Places } from "~/content/places";
import { atollDots, indiaPath, mapSize, project } from "~/lib/india-map";
import { LABEL_SIZE, labelPlace, leaderLine, markRadius } from "~/lib/india-map-labels";

/** A five-pointed star of outer radius r around the origin. */
const star = (r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${Math.round(radius * Math.cos(angle) * 10) / 10},${Math.round(radius * Math.sin(angle) * 10) / 10}`;
  }).join(" ");

const HEAD_OFFICE_STAR = star(markRadius.head);
const LEGEND_STAR = star(7);

interface Pin {
  slug: string;
  name: string;
  label: string;
  lat: number;
  lon: number;
  head?: true;
}

/**
 * India with the head office and every branch marked, each mark a link to its city page. The pins follow the list
 * beside the map (head office, then the branches by region), so the keyboard meets them in the list's order.
 * They are the app's own links, so a pin opens its page without a reload, as the list does. The marks are small
 * on phones; there the list, with the same links, is the control (WCAG 2.5.8's "equivalent" exception).
 */
export function NetworkMap({ places, words: w }: { places: Places; words: NetworkPageWords["map"] }) {
  const id = useId();
  const head = headOfficeOf(places);
  const branches = places.regions.flatMap((region) =>
    places.cities.filter((c) => !c.headOffice && c.region === region.id),
  );
  const pins: Pin[] = [
    { slug: head.slug, name: w.headOfficePin, label: head.name, lat: head.lat, lon: head.lon, head: true },
    ...branches.map(({ slug, name, lat, lon }) => ({ slug, name, label: name, lat, lon })),
  ];
  return (
    <div>
      <svg
        viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
        width={mapSize.width}
        height={mapSize.height}
        role="group"
        aria-label={w.title}
        aria-describedby={id}
        className="h-auto w-full"
        data-testid="network-map"
      >
        {/* Named by aria-label, not <title>: the page's own <title> must stay its only one. */}
        <desc id={id}>{w.description}</desc>
        <path d={indiaPath} className="fill-brand-50 stroke-brand-300" strokeWidth={1.5} strokeLinejoin="round" />
        {atollDots.map(({ x, y }) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r={2} className="fill-brand-300" />
        ))}
        {/* Shared by every pin: the names' paint, halo and size (the marks set their own). */}
        <g
          className="fill-ink stroke-white font-semibold"
          fontSize={LABEL_SIZE}
          strokeWidth={4}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {pins.map((pin) => {
            const { x, y } = project(pin.lat, pin.lon);
            const place = labelPlace(pin.slug);
            const { dx, dy, anchor } = place;
            const radius = pin.head ? markRadius.head : markRadius.branch;
            const leader = leaderLine(place, radius);
            return (
              <Link
                key={pin.slug}
                to={cityPath(pin.slug)}
                aria-label={pin.name}
                className="group focus-visible:outline-none"
              >
                <g transform={`translate(${x} ${y})`}>
                  {/* The tap area, and the focus ring once the pin has the keyboard's focus. */}
                  <circle
                    r={pin.head ? 17 : 14}
                    className="fill-transparent stroke-transparent group-focus-visible:stroke-accent-600"
                  />
                  {leader && <line {...leader} className="stroke-ink-muted" strokeWidth={1.5} />}
                  {pin.head ? (
                    <polygon points={HEAD_OFFICE_STAR} className="fill-accent-600" strokeWidth={1.5} />
                  ) : (
                    <circle r={radius} className="fill-brand-700" strokeWidth={2} />
                  )}
                  <text
                    x={dx}
                    y={dy}
                    textAnchor={anchor === "start" ? undefined : anchor}
                    className="group-hover:underline"
                  >
                    {pin.label}
                  </text>
                </g>
              </Link>
            );
          })}
        </g>
      </svg>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-muted">
        <li className="flex items-center gap-2">
          <svg viewBox="-8 -8 16 16" width={16} height={16} aria-hidden="true">
            <polygon points={LEGEND_STAR} className="fill-accent-600" />
          </svg>
          {w.legendHeadOffice}
        </li>
        <li className="flex items-center gap-2">
          <svg viewBox="-8 -8 16 16" width={16} height={16} aria-hidden="true">
            <circle r={5} className="fill-brand-700" />
          </svg>
          {w.legendBranch}
        </li>
      </ul>
    </div>
  );
}
