import { MapPin } from "~/components/icons";
import { useVisitorLocation } from "~/hooks/use-visitor-location";
import { useStrings } from "~/i18n/strings";

const OSM_CREDIT = "Address data © OpenStreetMap contributors";

/**
 * The visitor's city, postcode and country, or 'Add Address'. The browser is asked for the
 * position only when the visitor clicks; within a session the answer is remembered.
 */
export function LocationBadge({ className = "" }: { className?: string }) {
  const { location, busy, lookUp } = useVisitorLocation();
  const { addAddress } = useStrings();

  if (location) {
    const text = [location.city, location.postcode, location.country].filter(Boolean).join(", ");
    return (
      <p
        data-testid="visitor-location"
        title={OSM_CREDIT}
        className={`flex min-w-0 items-center gap-1.5 text-sm text-ink ${className}`}
      >
        <MapPin className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
        <span className="truncate">{text}</span>
        <span className="sr-only">({OSM_CREDIT})</span>
      </p>
    );
  }
  return (
    <button
      type="button"
      data-testid="visitor-location"
      onClick={lookUp}
      disabled={busy}
      aria-busy={busy}
      className={`flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <MapPin className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
      {addAddress}
    </button>
  );
}
