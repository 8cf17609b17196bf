import type { SiteModel } from "../../documents/siteModel.js";
import type { ChatScriptDocument, LeadFormDocument, MenuDocument, PageDocument } from "../../documents/types.js";
import type { ApiEditorSitePage } from "../../contract/types.js";

/** The kinds every page draws from: the layout (footer, the site's addresses, the look) and the words and rules. */
const everyPage = ["site", "constants", "messages", "footer", "theme", "services"] as const;

/** Blocks that show plans and prices (config/plans.json). */
const planBlocks = new Set(["pricing", "cart", "receipt"]);

/**
 * The site's pages as the editor offers them, each with every document it draws from: the documents of every page,
 * the banners when it shows any (so that banners are previewed on a page that shows them), its menu, its lead forms (and their category options), the plans when it shows prices, the chat script it chats
 * with (service pages, as the chat's resolver chooses it), and its own document. The editor previews a shared document
 * on a page whose `uses` holds it.
 */
export function sitePages(model: SiteModel): ApiEditorSitePage[] {
  const fileOf = (kind: string, test: (data: never) => boolean = () => true) => model.documents.find((d) => d.kind === kind && test(d.data as never))?.file;
  const common = everyPage.map((kind) => fileOf(kind));
  const scripts = model.documents.filter((d) => d.kind === "chatScript");
  const scriptOf = (serviceId: number) =>
    (scripts.find((d) => (d.data as ChatScriptDocument).appliesTo.serviceIds?.includes(serviceId)) ?? scripts.find((d) => (d.data as ChatScriptDocument).appliesTo.pageType === "service"))?.file;
  return model.pages.map(({ page, file }) => {
    const forms = formsOf(page).map((id) => model.leadForms.get(id));
    const uses = [
      file,
      ...common,
      page.banners?.length ? fileOf("banners") : undefined,
      fileOf("menu", (m: MenuDocument) => m.id === page.header.menu),
      ...forms.map((f) => fileOf("leadForm", (d: LeadFormDocument) => d.id === f?.id)),
      ...forms.map((f) => (f?.categoryPicker ? fileOf("categoryOptions", (c: { id: string }) => c.id === f.categoryPicker) : undefined)),
      page.blocks.some((b) => planBlocks.has(b.type)) ? fileOf("plans") : undefined,
      typeof page.serviceId === "number" ? scriptOf(page.serviceId) : undefined,
    ];
    return { route: page.route, title: page.title, file, uses: [...new Set(uses.filter((u): u is string => typeof u === "string"))] };
  });
}

function formsOf(page: PageDocument): string[] {
  return page.blocks.flatMap((b) => (b.type === "leadForm" ? [b.props.form] : []));
}
