import type { FastifyPluginAsync } from "fastify";
import { checkDrafts } from "./publishSet.js";
import type { PageDocument, PlansDocument, ServicesDocument } from "../../documents/types.js";
import type { ApiCommonId, ApiEditorDraftAnswer, ApiEditorFileBody, ApiEditorNewPageAnswer, ApiEditorNewPageBody, ApiEditorPageAddressAnswer, ApiEditorPageAddressBody } from "../../contract/types.js";
import { siteAddresses } from "../../../renderer/index.js";
import { fill } from "../../lib/fill.js";
import { staffOf } from "../staff/adminAuth.js";
import { allDrafts, deleteDraft, draftOf, saveDraft } from "../editor/draftStore.js";
import { contentHash } from "../editor/editorSite.js";
import { newPageData } from "../editor/newPage.js";
import { addressProblem, fullLink, pageIdAndFile, type TakenAddress } from "../editor/pageAddress.js";
import { deletionData } from "../editor/pageDeletion.js";
import type { AdminEditorDeps } from "./editorDeps.js";
import { idNumber } from "../apiInput.js";
import { apiSchema } from "../http/apiSchema.js";

const body = apiSchema("editor");
type Data = Record<string, unknown>;

/**
 * New pages, copies and deletions (docs/editor.md, 'New pages'), behind editorPlugin.ts's authentication. Each is a
 * draft, saved exactly as the editor's own saves are: nothing is live until it is published through the same checks
 * as every draft (a deleted page's links elsewhere are problems that refuse the publish).
 */
export const adminEditorPages: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const { store, editorSite: site } = deps;
  const words = () => deps.documents.messages.adminEditorPage.pages;

  /** The site's documents as the editor sees them now (drafts in place, pages about to be deleted left out). */
  const documents = async () => site.documents(await allDrafts(store.query)).filter((d) => !d.deleted);
  const single = <T>(docs: Awaited<ReturnType<typeof documents>>, kind: string) => docs.find((d) => d.kind === kind)?.data as T;
  const taken = (docs: Awaited<ReturnType<typeof documents>>): TakenAddress[] => [
    ...docs.filter((d) => d.kind === "page").map((d) => ({ route: String((d.data as Data).route), title: d.name, file: d.file, fromCatalogue: false })),
    ...(single<ServicesDocument | undefined>(docs, "services")?.services ?? []).map((s) => ({ route: s.route, title: s.name, file: "config/services.json", fromCatalogue: true })),
  ];
  /** The address's problem for a page of this kind (a service's page keeps its service's address), or an unknown service's. */
  // A service id comes as the shared rule takes one (12 or "12"): a number from here on.
  const optionalIdNumber = (id: ApiCommonId | undefined) => (id === undefined ? undefined : idNumber(id));
  const check = (docs: Awaited<ReturnType<typeof documents>>, route: string, kind: string, serviceId?: number) => {
    const service = single<ServicesDocument | undefined>(docs, "services")?.services.find((s) => s.serviceId === serviceId);
    if (kind === "service" && !service) return fill(words().noService, { serviceId: serviceId ?? "" });
    return addressProblem(route, { taken: taken(docs), serviceRoute: service?.route }, words());
  };
  const problems = async () => checkDrafts(site, await allDrafts(store.query), deps.now(), deps.documents.constants.editor.timeZone).problems;

  app.post<{ Body: ApiEditorPageAddressBody }>("/admin/editor/api/page-address", { schema: { body: body("pageAddressBody") } }, async (request): Promise<ApiEditorPageAddressAnswer> => {
    const { route, kind } = request.body;
    const problem = check(await documents(), route, kind, optionalIdNumber(request.body.serviceId));
    return { route, link: fullLink(siteAddresses(deps.documents.site, process.env).main, route), ...(problem ? { problem } : {}) };
  });

  app.post<{ Body: ApiEditorNewPageBody }>("/admin/editor/api/new-page", { schema: { body: body("newPageBody") } }, async (request, reply) => {
    const docs = await documents();
    const { route, kind, template } = request.body;
    const serviceId = optionalIdNumber(request.body.serviceId);
    const problem = check(docs, route, kind, serviceId);
    if (problem) return reply.code(422).send({ message: problem });
    const copied = template === "blank" || template === "catalogue" ? undefined : docs.find((d) => d.file === template && d.kind === "page");
    if (template !== "blank" && template !== "catalogue" && !copied) return reply.code(404).send({ message: fill(words().noTemplate, { file: template }) });
    const pages = docs.filter((d) => d.kind === "page");
    const { id, file } = pageIdAndFile(route, new Set(pages.map((d) => String((d.data as Data).id))), new Set(pages.map((d) => d.file)));
    const home = pages.find((d) => (d.data as Data).route === "/") ?? pages[0];
    const data = newPageData({
      body: { ...request.body, serviceId },
      id,
      copied: copied?.data as Data | undefined,
      services: single<ServicesDocument>(docs, "services"),
      plans: single<PlansDocument>(docs, "plans"),
      header: (home?.data as PageDocument | undefined)?.header ?? { menu: "main" },
      words: words(),
    });
    // A new file's draft begins from no file: its base is the empty text's hash, so a file written meanwhile is a conflict.
    const saved = await saveDraft(store.query, { file, data, baseHash: contentHash(undefined), savedAt: deps.now(), savedBy: staffOf(request) });
    return { file, savedAt: saved.savedAt.toISOString(), problems: await problems() } satisfies ApiEditorNewPageAnswer;
  });

  // A page on disk gets a deleting draft; a new page that was never published only loses its draft.
  app.post<{ Body: ApiEditorFileBody }>("/admin/editor/api/delete-page", { schema: { body: body("fileBody") } }, async (request, reply) => {
    const { file } = request.body;
    const doc = (await documents()).find((d) => d.file === file);
    if (!doc || doc.kind !== "page") return reply.code(404).send({ message: fill(words().notAPage, { file }) });
    const diskText = site.diskText(file);
    if (diskText === undefined) {
      await deleteDraft(store.query, file);
      return { savedAt: deps.now().toISOString(), problems: await problems() } satisfies ApiEditorDraftAnswer;
    }
    const baseHash = (await draftOf(store.query, file))?.baseHash ?? contentHash(diskText);
    const saved = await saveDraft(store.query, { file, data: deletionData(), baseHash, savedAt: deps.now(), savedBy: staffOf(request) });
    return { savedAt: saved.savedAt.toISOString(), problems: await problems() } satisfies ApiEditorDraftAnswer;
  });
};
