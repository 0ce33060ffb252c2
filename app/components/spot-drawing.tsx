/** The spot drawings, files of public/spots/: small scenes that mark a confirmation or an empty state. */
export const SPOTS = ["received", "lost"] as const;
export type Spot = (typeof SPOTS)[number];

export const spotUrl = (spot: Spot) => `/spots/${spot}.svg`;

/**
 * A spot drawing, 3:2 like every picture of the site and small. It holds no words and illustrates the heading
 * beside it, so it is decorative (empty alt). `first` when it stands in the first screen: it then loads at once.
 */
export function SpotDrawing({ spot, first = false }: { spot: Spot; first?: boolean }) {
  return (
    <img
      src={spotUrl(spot)}
      alt=""
      width={240}
      height={160}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      className="mx-auto h-auto w-48 sm:w-60"
    />
  );
}
