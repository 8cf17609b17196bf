import type { ResolveContext } from "../../../renderer/index.js";
import type { CommonSiteName, MenuDocument, MessagesDocument } from "../../documents/types.js";
import type { AnalyticsConstants } from "../../analytics/eventPayload.js";
import type { LoginRules } from "../login/loginFlow.js";
import { analyticsConstants } from "../analyticsConstants.js";

export interface HeaderData {
  menu: MenuDocument;
  logoSite: CommonSiteName;
  dropdown: { heightPerLinkPx: number; maxHeightPx: number };
  mobileBelowPx: number;
  portal: { loginSource: string; clickSource: string };
  /** Where the signed-in token is kept in local storage (constants storage.tokenKey). */
  tokenKey: string;
  /** The page the dashboard link is followed from: its route, sent as page_source. */
  pageSource: string;
  /** A promotional banner sits above the header: the burger takes its other colour. */
  underBanner: boolean;
  labels: MessagesDocument["header"];
  /** The login drawer's words and rules (`login` of config/messages.json; the contact rules of contactInput.ts). */
  login: { messages: MessagesDocument["login"]; rules: LoginRules };
  /** What header click events need: the event constants and the page's service id. */
  analytics: AnalyticsConstants;
  serviceId?: number;
}

/** The header of a page: its menu, the login drawer's words and rules, and the constants its events need. */
export function resolve(_props: undefined, { model, page }: ResolveContext): HeaderData {
  const { constants: c } = model;
  const menu = model.menus.get(page.header.menu)!;
  return {
    menu,
    logoSite: page.header.logoSite ?? menu.logo.site,
    dropdown: c.menuDropdown,
    mobileBelowPx: model.theme.breakpoints.phoneBelowPx,
    portal: c.portal,
    tokenKey: c.storage.tokenKey,
    pageSource: page.route,
    underBanner: (page.banners ?? []).length > 0,
    labels: model.messages.header,
    login: {
      messages: model.messages.login,
      rules: {
        mobile: { length: c.mobile.length, validFirstDigits: c.mobile.validFirstDigits, pastedPrefixes: c.mobile.pastedPrefixes },
        otp: { length: c.otp.length, resendCountdownSeconds: c.otp.resendCountdownSeconds },
      },
    },
    analytics: analyticsConstants(c),
    serviceId: page.serviceId,
  };
}
