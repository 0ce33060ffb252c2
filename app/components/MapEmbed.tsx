/** STUB: replaced by the Network issue. OpenStreetMap embed behind a click-to-load placeholder. */
export function MapEmbed({ title }: { lat: number; lon: number; title: string }) {
  return <div className="h-64 rounded-xl bg-surface" aria-label={title} role="img" />;
}
