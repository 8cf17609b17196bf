import type { AnalyticsConstants } from "../../src/analytics/eventPayload.js";
import type { SiteModel, PageEntry } from "../load/siteModel.js";
import type { SiteContextValue } from "../SiteContext.js";
import type { BannersDocument, BannersModal, BannersNotice, CommonSiteName, MenuDocument, MessagesDocument, PageBlock } from "../types/documents.js";
import type { LoginRules } from "../../src/blocks/login/loginFlow.js";
import type { BrandBannerRules } from "../../src/blocks/banners/brandBannerFlow.js";
import { footerForService, type FooterData } from "./footerForService.js";
import { leadFormRules } from "../../src/blocks/leadForm/leadFormRules.js";
import type { LeadFormData } from "../../src/blocks/leadForm/leadFormData.js";
import { siteAddresses } from "./siteAddresses.js";

export interface HeaderData {
  menu: MenuDocument;
  logoSite: CommonSiteName;
  dropdown: { heightPerLinkPx: number; maxHeightPx: number };
  mobileBelowPx: number;
  portal: { loginSource: string; clickSource: string };
  /** Where the signed-in token is kept in local storage (spec section 3). */
  tokenKey: string;
  /** The page the dashboard link is followed from: its route, sent as page_source. */
  pageSource: string;
  /** A promotional banner sits above the header: the burger takes its other colour (spec 2.1). */
  underBanner: boolean;
  labels: MessagesDocument["header"];
  /** The login drawer's words and rules (spec 2.4 and 5 'Login input'). */
  login: { messages: MessagesDocument["login"]; rules: LoginRules };
  /** What header click events need: the event constants and the page's service id. */
  analytics: AnalyticsConstants;
  serviceId?: number;
}

export interface BannersData {
  /** The brand banner with its rules (constants.announcementBar, constants.storage.brandBannerHiddenKey). */
  brand?: BannersDocument["brandBanner"] & { rules: BrandBannerRules };
  notices: BannersNotice[];
  /** Spoken name of the area that holds the banners. */
  regionLabel: string;
  modals: (BannersModal & { effectiveDateValue?: string })[];
}

/** Everything one page needs to render, resolved from the documents and embedded in its HTML for hydration. */
export interface PageData {
  route: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  context: SiteContextValue;
  header: HeaderData;
  banners: BannersData;
  blocks: PageBlock[];
  footer: FooterData;
}

export function pageData(model: SiteModel, entry: PageEntry, env: Record<string, string | undefined>, now = new Date()): PageData {
  const { page } = entry;
  const sites = siteAddresses(model.settings, env);
  const menu = model.menus.get(page.header.menu)!;
  const ids = new Set(page.banners ?? []);
  const notices = model.banners.notices.filter((n) => ids.has(n.id));
  const modalIds = new Set(notices.flatMap((n) => (n.action.kind === "modal" ? [n.action.modal] : [])));
  const context: SiteContextValue = { sites };
  if (page.blocks.some((b) => b.type === "pageIndex")) context.pageIndex = pageIndex(model);
  const formIds = page.blocks.flatMap((b) => (b.type === "leadForm" ? [b.props.form] : []));
  if (formIds.length) context.leadForms = Object.fromEntries(formIds.map((id) => [id, leadFormData(model, id, page)]));
  return {
    route: page.route,
    title: page.title,
    description: page.meta.description,
    canonical: sites.main + (page.route === "/" ? "/" : page.route),
    noindex: page.meta.noindex === true,
    context,
    header: {
      menu,
      logoSite: page.header.logoSite ?? menu.logo.site,
      dropdown: model.constants.menuDropdown,
      mobileBelowPx: model.constants.breakpoints.headerMobileBelowPx,
      portal: model.constants.portal,
      tokenKey: model.constants.storage.tokenKey,
      pageSource: page.route,
      underBanner: ids.size > 0,
      labels: model.messages.header,
      login: {
        messages: model.messages.login,
        rules: {
          mobile: { length: model.constants.mobile.length, validFirstDigits: model.constants.mobile.validFirstDigits },
          otp: { length: model.constants.otp.length, resendCountdownSeconds: model.constants.otp.resendCountdownSeconds },
        },
      },
      analytics: {
        analytics: model.constants.analytics,
        storage: { analyticsCookie: model.constants.storage.analyticsCookie },
        leadDefaults: { workflow: model.constants.leadDefaults.workflow },
      },
      serviceId: page.serviceId,
    },
    banners: {
      brand: ids.has(model.banners.brandBanner.id)
        ? {
            ...model.banners.brandBanner,
            rules: {
              autoHideMs: model.constants.announcementBar.autoHideMs,
              scrollThresholdPx: model.constants.announcementBar.scrollThresholdPx,
              hiddenKey: model.constants.storage.brandBannerHiddenKey,
            },
          }
        : undefined,
      notices,
      regionLabel: model.banners.regionLabel,
      modals: model.banners.modals
        .filter((m) => modalIds.has(m.id))
        .map((m) => ({ ...m, effectiveDateValue: m.effectiveDate ? model.constants.gstUpdate.effectiveDate : undefined })),
    },
    blocks: page.blocks,
    footer: footerForService(model.footer, model.services, page.serviceId, { isHome: page.route === "/", year: now.getFullYear() }),
  };
}

/** Every page that search engines may list, grouped by service category; other pages under 'Company'. */
function pageIndex(model: SiteModel): NonNullable<SiteContextValue["pageIndex"]> {
  const groups = new Map<string, { route: string; title: string; group: string }[]>();
  const categoryOf = new Map(model.services.services.map((s) => [s.route, s.category]));
  const names = new Map(model.services.categories.map((c) => [c.id, c.name]));
  const order = [...model.services.categories.map((c) => c.name), "Company"];
  for (const { page } of model.pages) {
    if (page.meta.noindex) continue;
    const group = names.get(categoryOf.get(page.route) ?? "") ?? "Company";
    const title = page.title.replace(/\s*\|\s*vidhi$/, "");
    groups.set(group, [...(groups.get(group) ?? []), { route: page.route, title, group }]);
  }
  return order.filter((g) => groups.has(g)).map((g) => ({ group: g, pages: groups.get(g)!.sort((a, b) => a.title.localeCompare(b.title)) }));
}

/** A lead form with its category picker, the messages and the rules it needs (and nothing else of the documents). */
function leadFormData(model: SiteModel, id: string, page: PageEntry["page"]): LeadFormData {
  const form = model.leadForms.get(id)!;
  return {
    form,
    categories: form.categoryPicker ? model.categoryOptions.get(form.categoryPicker) : undefined,
    messages: { leadForm: model.messages.leadForm, otp: model.messages.otp, processLeadAfterCaptchaFailed: model.messages.logs.processLeadAfterCaptchaFailed },
    rules: leadFormRules(model.constants),
    analytics: {
      analytics: model.constants.analytics,
      storage: { analyticsCookie: model.constants.storage.analyticsCookie },
      leadDefaults: { workflow: model.constants.leadDefaults.workflow },
    },
    serviceId: page.serviceId,
    page: { route: page.route, name: page.title },
  };
}
