import type { ApiCitiesCityDetailsAnswer, ApiCitiesGeoCityAnswer, ApiCitiesGetCityAnswer } from "../../contract/types.js";

/** One suggestion of POST /api/getCity: a place id and 'City, State, India'. */
export type CitySuggestion = ApiCitiesGetCityAnswer["cities"][number];

/** One suggestion of GET /api/geoCity: 'City, State' and its parts, the country too (a lead carries it). */
export type GeoCitySuggestion = ApiCitiesGeoCityAnswer["cities"][number];

/** One part of a place's address, as the maps provider names it (`cityDetailsAnswer` of schemas/api/cities.schema.json). */
export type AddressComponent = ApiCitiesCityDetailsAnswer["result"]["address_components"][number];

/** A place's address parts and its 'City, State, India' (formatted), as POST /api/getCityDetails answers them. */
export type PlaceDetails = ApiCitiesCityDetailsAnswer["result"] & Pick<ApiCitiesCityDetailsAnswer, "formatted">;

/**
 * The maps service behind the city picker: a local default that really works, and a production adapter. The embedded default
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
    const [city = "", state = "", country = ""] = s.description.split(",").map((p) => p.trim());
    return { label: state ? `${city}, ${state}` : city, value: { city, state, country } };
  });
}

/** The environment variable of the production adapter's key. */
export const mapsKeyEnv = "VIDHI_MAPS_KEY";
