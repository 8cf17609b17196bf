import type { MessagesDocument, PageDocument, PlansDocument, ServicesDocument } from "../../documents/types.js";
import type { ApiEditorNewPageBody } from "../../contract/types.js";
import { currentVersion } from "../../documents/migrations/index.js";
import { servicePage } from "../../documents/servicePage.js";
import { fill } from "../../lib/fill.js";

type PageWords = MessagesDocument["adminEditorPage"]["pages"];
type Data = Record<string, unknown>;

/** Where a new page starts from: its template's data is given, already read (a page document or the catalogue's page). */
export interface NewPageInput {
  body: ApiEditorNewPageBody;
  id: string;
  /** The page copied (template: a page file); undefined for blank and catalogue. */
  copied?: Data;
  /** The catalogue and plans, for a service's catalogue page. */
  services: ServicesDocument;
  plans: PlansDocument;
  /** The header every blank page starts with: the home page's, so that a new page looks like the site. */
  header: PageDocument["header"];
  words: PageWords;
}

/**
 * A new page's document (pages-json/<id>.json): a blank page (its title as its heading), the catalogue's page of the
 * service as it is drawn now, or a copy of a page, each with the new id, address and title. A service's page names its
 * service, so that its footer and chat are the service's.
 */
export function newPageData({ body, id, copied, services, plans, header, words }: NewPageInput): Data {
  const { route, title, kind, serviceId } = body;
  const service = kind === "service" ? services.services.find((s) => s.serviceId === serviceId) : undefined;
  const start: Data =
    copied !== undefined
      ? structuredClone(copied)
      : body.template === "catalogue" && service
        ? (servicePage(service, services, plans) as unknown as Data)
        : { meta: { description: fill(words.blankDescription, { title }) }, header, blocks: [{ type: "hero", id: "hero", props: { heading: title } }] };
  const { $schema: _s, schemaVersion: _v, id: _i, route: _r, title: _t, serviceId: _n, ...rest } = start;
  return {
    $schema: "../schemas/page.schema.json",
    schemaVersion: currentVersion("page.schema.json"),
    id,
    route,
    ...(service ? { serviceId: service.serviceId } : kind === "landing" && typeof start.serviceId === "number" ? { serviceId: start.serviceId } : {}),
    title,
    ...rest,
  };
}
