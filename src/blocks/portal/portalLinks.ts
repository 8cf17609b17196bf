import type { Contact } from "../../api/login.js";

/** Where the portal is, and the page and control a visitor leaves from: the parts of every address into the portal. */
export interface PortalAddress {
  base: string;
  pageSource: string;
  clickSource: string;
}

/** The portal address of a page's header: the portal site, this page, and the header's click source (constants). */
export function headerPortal(base: string, header: { pageSource: string; portal: { clickSource: string } }): PortalAddress {
  return { base, pageSource: header.pageSource, clickSource: header.portal.clickSource };
}

/**
 * Signed out, Login goes to the portal with the login source of the constants, and the page it leaves from
 * (`page_source`, as every address into the portal carries it), so that the portal can send the visitor back there.
 */
export function loginHref(base: string, loginSource: string, pageSource: string): string {
  return `${base}/?${new URLSearchParams({ source: loginSource, page_source: pageSource })}`;
}

/** The portal with a visitor's token: the dashboard link of the header and where a login ends. */
export function portalHref(portal: PortalAddress, token: string): string {
  return `${portal.base}/?${new URLSearchParams({ token, page_source: portal.pageSource, click_source: portal.clickSource })}`;
}

/** The portal's sign-up page for a new user, with the contact in the query. */
export function signUpHref(portal: PortalAddress, contact: Contact): string {
  return `${portal.base}/login?${new URLSearchParams({ [contact.kind]: contact.value, page_source: portal.pageSource, click_source: portal.clickSource })}`;
}
