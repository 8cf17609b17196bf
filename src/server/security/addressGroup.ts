import { isIPv4, isIPv6 } from "node:net";

/**
 * The group a client address is counted in by every per-address limit (route limits, code requests, staff
 * passwords): an IPv4 address is its own group; an IPv6 address counts with its whole /64, because one
 * subscriber is usually given a /64 and can pick any address in it, so counting single IPv6 addresses would give
 * them billions of caps. An IPv4-mapped IPv6 address (::ffff:1.2.3.4, as a dual-stack socket reports IPv4) is the
 * IPv4 address. Anything else (no address at all) is counted as it is, so that it still has a cap.
 */
export function addressGroup(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, ""); // a zone (fe80::1%eth0) names the interface, not the peer
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with '::' expanded and a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const before = part(head);
  const after = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}
