import { site } from "~/config/site";

export interface VisitorLocation {
  city: string;
  postcode: string;
  country: string;
}

const CACHE_KEY = "visitor-location";

interface NominatimAnswer {
  error?: string;
  address?: Partial<
    Record<
      "city" | "town" | "village" | "suburb" | "county" | "state_district" | "state" | "postcode" | "country",
      string
    >
  >;
}

/** Reads city, postcode and country from a Nominatim `reverse` answer; null when it has none. */
export function toVisitorLocation(answer: NominatimAnswer): VisitorLocation | null {
  const a = answer.address;
  if (answer.error || !a) return null;
  const city = a.city ?? a.town ?? a.village ?? a.suburb ?? a.county ?? a.state_district ?? a.state ?? "";
  const location = { city, postcode: a.postcode ?? "", country: a.country ?? "" };
  return location.city || location.country ? location : null;
}

/**
 * Two decimals (about 1 km) and zoom 10 (city level): the header shows a city, postcode and country, so the
 * geocoder never needs to learn which street the visitor is on.
 */
const COORD_DECIMALS = 2;
const CITY_ZOOM = 10;
const coarse = (degrees: number) => degrees.toFixed(COORD_DECIMALS);

export async function reverseGeocode(lat: number, lon: number, signal?: AbortSignal): Promise<VisitorLocation> {
  const url = `${site.geocoderUrl}/reverse?lat=${coarse(lat)}&lon=${coarse(lon)}&zoom=${CITY_ZOOM}&format=json`;
  const res = await fetch(url, { headers: { Accept: "application/json" }, signal });
  const answer = (await res.json()) as NominatimAnswer;
  const location = toVisitorLocation(answer);
  if (!location) throw new Error(`Reverse geocoding gave no address: ${answer.error ?? res.status}`);
  return location;
}

/** The public geocoder asks clients to cache; one lookup per browser session is enough. */
export function cachedLocation(): VisitorLocation | null {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as VisitorLocation) : null;
  } catch {
    return null;
  }
}

export function cacheLocation(location: VisitorLocation) {
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(location));
  } catch {
    // Private mode or full storage: the next page simply looks up again.
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: 600_000, timeout: 15_000 }),
  );
}

/** Asks the browser for the position (this may prompt), then the geocoder for the address. */
export async function locateVisitor(): Promise<VisitorLocation> {
  const { coords } = await currentPosition();
  return reverseGeocode(coords.latitude, coords.longitude);
}
