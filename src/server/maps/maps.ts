/** One suggestion of POST /api/getCity: a place id and 'City, State, India'. */
export interface CitySuggestion {
  place_id: string;
  description: string;
}

/** One suggestion of GET /api/geoCity: 'City, State' and the two parts. */
export interface GeoCitySuggestion {
  label: string;
  value: { city: string; state: string };
}

/** One part of a place's address, as the maps provider names it (spec section 7). */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceDetails {
  address_components: AddressComponent[];
  /** 'City, State, India'. */
  formatted: string;
}

/**
 * The maps service behind the city picker (design: 'real parts, embedded defaults'). The embedded default
 * searches the bundled list of Indian cities (embeddedMaps.ts); the production adapter asks Google Places
 * (googleMaps.ts) when VIDHI_MAPS_KEY is set. `query` has at least the minimum number of characters.
 */
export interface MapsProvider {
  kind: "embedded" | "google";
  search(query: string, countryCode: string, limit: number): Promise<CitySuggestion[]>;
  details(placeId: string): Promise<PlaceDetails | undefined>;
}

/** 'City, State' suggestions for GET /api/geoCity, from the same provider. */
export async function geoSearch(maps: MapsProvider, query: string, countryCode: string, limit: number): Promise<GeoCitySuggestion[]> {
  const found = await maps.search(query, countryCode, limit);
  return found.map((s) => {
    const [city = "", state = ""] = s.description.split(",").map((p) => p.trim());
    return { label: state ? `${city}, ${state}` : city, value: { city, state } };
  });
}

/** The environment variable of the production adapter's key. */
export const mapsKeyEnv = "VIDHI_MAPS_KEY";
