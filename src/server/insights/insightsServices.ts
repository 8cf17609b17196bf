import type { ServicesDocument } from "../../documents/types.js";

const routesOf = new WeakMap<ServicesDocument, Map<string, number>>();

/** The service a page address is the page of (config/services.json routes), or 0 for a page of none. Built once per published catalogue. */
export function serviceOfPage(services: ServicesDocument, path: string): number {
  let routes = routesOf.get(services);
  if (!routes) routesOf.set(services, (routes = new Map(services.services.map((s) => [s.route, s.serviceId]))));
  return routes.get(path) ?? 0;
}

/** The catalogue's services by id, with their names: the staff page's chooser, its rankings, and which ids it accepts. */
export function serviceNames(services: ServicesDocument): Map<number, string> {
  return new Map(services.services.map((s) => [s.serviceId, s.name]));
}
