import type { AddressComponent, MapsProvider } from "./maps.js";

const base = "https://maps.googleapis.com/maps/api/place";

/**
 * The production maps adapter: Google Places Autocomplete (cities of one country) and Place Details over
 * HTTP with the key in VIDHI_MAPS_KEY. Answers keep Google's place ids and address components, which are
 * exactly the shapes the city picker reads (schemas/api/cities.schema.json). A non-OK answer, a network failure or no answer
 * within 5 s is an error (the route answers 502 and logs it).
 */
export function googleMaps(key: string, fetchImpl: typeof fetch = fetch): MapsProvider {
  const get = async (path: string, params: Record<string, string>) => {
    const url = `${base}/${path}/json?${new URLSearchParams({ ...params, key })}`;
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`Google Places answered ${res.status}`);
    const body = (await res.json()) as { status: string; error_message?: string } & Record<string, unknown>;
    if (body.status !== "OK" && body.status !== "ZERO_RESULTS" && body.status !== "NOT_FOUND" && body.status !== "INVALID_REQUEST") {
      throw new Error(`Google Places: ${body.status}${body.error_message ? ` (${body.error_message})` : ""}`);
    }
    return body;
  };
  return {
    kind: "google",
    async search(query, countryCode, limit) {
      const body = await get("autocomplete", { input: query, types: "(cities)", components: `country:${countryCode.toLowerCase()}` });
      const predictions = (body.predictions as { place_id: string; description: string }[] | undefined) ?? [];
      return predictions.slice(0, limit).map((p) => ({ place_id: p.place_id, description: p.description }));
    },
    async details(placeId) {
      const body = await get("details", { place_id: placeId, fields: "address_component,formatted_address" });
      const result = body.result as { address_components?: AddressComponent[]; formatted_address?: string } | undefined;
      if (body.status !== "OK" || !result?.address_components) return undefined;
      const part = (type: string) => result.address_components!.find((c) => c.types.includes(type))?.long_name;
      const city = part("locality") ?? part("administrative_area_level_4") ?? part("administrative_area_level_3");
      const formatted = [city, part("administrative_area_level_1"), part("country")].filter(Boolean).join(", ") || (result.formatted_address ?? "");
      return { address_components: result.address_components.map(({ long_name, short_name, types }) => ({ long_name, short_name, types })), formatted };
    },
  };
}
