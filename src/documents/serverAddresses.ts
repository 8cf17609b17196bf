/**
 * First segments of an address the server answers itself (src/server/app.ts: the API, the staff pages, the built files,
 * the pictures, the portal, the development pages): no page may have such an address, and no redirect may take one.
 */
export const serverSegments: ReadonlySet<string> = new Set(["api", "admin", "assets", "images", "portal", "dev"]);

/** The server's own segment an address is under ('admin' for /admin/events), or undefined. */
export const serverSegmentOf = (route: string): string | undefined => {
  const first = route.split("/")[1];
  return first !== undefined && serverSegments.has(first) ? first : undefined;
};
