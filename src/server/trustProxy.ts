/** The environment variable naming the reverse proxies whose X-Forwarded-For the server believes. */
export const trustProxyEnv = "VIDHI_TRUST_PROXY";

/**
 * Fastify's `trustProxy` from VIDHI_TRUST_PROXY. Behind a reverse proxy every request comes from the proxy's address,
 * so the per-address limits (codes, unverified leads) would count all visitors as one: name the proxy and the
 * client's address is read from X-Forwarded-For instead. Unset or empty: false (the socket's address, right when
 * nothing stands in front). 'true': every hop is trusted (only when the proxy strips a client's own header).
 * A whole number: that many hops. Otherwise a comma-separated list of addresses or CIDR ranges of the proxies.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(",").map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s));
  if (bad.length) throw new Error(`${trustProxyEnv} must be true, a number of hops, or addresses or CIDR ranges separated by commas; '${bad.join("', '")}' is none of these.`);
  return list;
}
