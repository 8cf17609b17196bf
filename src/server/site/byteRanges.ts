/**
 * The one Range a build's file is answered by part (RFC 9110 §14.1.2): a single `bytes=first-last`, `bytes=first-` or
 * `bytes=-suffix`, written as @fastify/static reads it (unit in lower case, no spaces). Anything else is undefined,
 * and the whole file is sent (a server MAY ignore Range, §14.2): another unit, a header that is not one range
 * (`bytes=abc`, `bytes=5-2`, `bytes=0-1,x`), and several ranges, which @fastify/static answered 200 or 206 by whether
 * they happened to touch; no client of the site asks for several parts of a script or an image.
 */
export function singleByteRange(header: string | undefined): string | undefined {
  const match = /^\s*bytes\s*=\s*(?:(\d+)-(\d*)|-(\d+))\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) return `bytes=-${suffix}`;
  // A last position before the first makes the range invalid, not unsatisfiable (§14.1.1).
  if (last !== "" && Number(last) < Number(first)) return undefined;
  return `bytes=${first}-${last}`;
}
