import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiCitiesCityDetailsAnswer, ApiCitiesCityDetailsBody, ApiCitiesGeoCityAnswer, ApiCitiesGeoCityQuery, ApiCitiesGetCityAnswer, ApiCitiesGetCityBody } from "../../contract/types.js";
import { refuse } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { geoSearch, type MapsProvider } from "./maps.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { noStore } from "../http/noStore.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";


/**
 * The city picker's calls (docs/leads.md, 'Cities'), on the maps provider (the bundled city list by default):
 * POST /api/getCity, GET /api/geoCity and POST /api/getCityDetails. The minimum length and the country come
 * from config/constants.json `citySearch`; the number of suggestions from `leads.citySuggestions`.
 */
export const cityRoutes: FastifyPluginAsync<{ documents: ServerDocuments; maps: MapsProvider }> = async (app, { documents, maps }) => {
  noStore(app);
  /** The search text and country, or a refusal sentence (the documents as they are now: a publish applies at once). */
  const checkQuery = (query: string, countryCode: string): string | undefined => {
    const { constants: { citySearch }, messages } = documents;
    if (query.trim().length < citySearch.minChars) return fill(messages.server.cityQueryTooShort, { minChars: String(citySearch.minChars) });
    if (countryCode.toLowerCase() !== citySearch.countryCode) return fill(messages.server.cityCountryNotServed, { countryCode: citySearch.countryCode });
    return undefined;
  };
  const search = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (e) {
      reply.log.error({ err: e, maps: maps.kind }, "city search failed");
      refuse(reply, 502, documents.messages.api.mapsUnavailable);
      return undefined;
    }
  };

  app.post<{ Body: ApiCitiesGetCityBody }>(api.getCityPath, { schema: requestSchema("getCity"), bodyLimit: 4096 }, async (request, reply) => {
    const problem = checkQuery(request.body.query, request.body.countryCode);
    if (problem) return refuse(reply, 400, problem);
    const { citySearch, leads } = documents.constants;
    const cities = await search(reply, () => maps.search(request.body.query.trim(), citySearch.countryCode, leads.citySuggestions));
    return cities && ({ status: true, cities } satisfies ApiCitiesGetCityAnswer);
  });

  app.get<{ Querystring: ApiCitiesGeoCityQuery }>(api.geoCityPath, { schema: requestSchema("geoCity") }, async (request, reply) => {
    const problem = checkQuery(request.query.query, request.query.countryCode);
    if (problem) return refuse(reply, 400, problem);
    const { citySearch, leads } = documents.constants;
    const cities = await search(reply, () => geoSearch(maps, request.query.query.trim(), citySearch.countryCode, leads.citySuggestions));
    return cities && ({ status: true, cities } satisfies ApiCitiesGeoCityAnswer);
  });

  app.post<{ Body: ApiCitiesCityDetailsBody }>(api.getCityDetailsPath, { schema: requestSchema("getCityDetails"), bodyLimit: 4096 }, async (request, reply) => {
    const found = await search(reply, () => maps.details(request.body.placeId));
    if (reply.sent) return reply;
    if (!found) return refuse(reply, 404, documents.messages.api.cityNotFound);
    return { status: true, result: { address_components: found.address_components }, formatted: found.formatted } satisfies ApiCitiesCityDetailsAnswer;
  });
};
