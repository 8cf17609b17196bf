/**
 * The fixture's category options (version 2) written back the version 1 way, key for key where they stood: the
 * categories at fields[0].options, in the place of `categories`.
 */
export function asVersion1(d: Record<string, unknown>): void {
  const entries = Object.entries(d).map(([key, value]) => (key === "categories" ? ["fields", [{ options: value }]] : key === "schemaVersion" ? [key, 1] : [key, value]));
  for (const key of Object.keys(d)) delete d[key];
  Object.assign(d, Object.fromEntries(entries));
}
