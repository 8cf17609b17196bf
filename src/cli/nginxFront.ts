import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const nginxPath = "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const asRoot = () => process.getuid?.() === 0;

/** Debian's nginx and its module that sends the build's .br copies, installed when missing (as root, or through sudo). */
export function ensureNginx(): void {
  const missing = [existsSync(nginxPath) ? [] : ["nginx"], existsSync(brotliModule) ? [] : ["libnginx-mod-http-brotli-static"]].flat();
  if (!missing.length) return;
  const apt = (...args: string[]) =>
    asRoot()
      ? execFileSync("apt-get", args, {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        })
      : execFileSync("sudo", ["apt-get", ...args], {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        });
  apt("update", "-qq");
  apt("install", "-y", "-qq", ...missing);
}

export interface NginxSettings {
  /** The folder of its configuration, pid, log and temporary files. */
  prefix: string;
  /** host:port it listens on. */
  listen: string;
  /** The processes' host:port. */
  upstreams: string[];
  /** A build's dist/client, whose assets nginx sends itself. */
  staticRoot: string;
  /** The visitor chat streams one address may hold open across the processes (constants chat.maxStreamsPerAddress). */
  streamsPerAddress: number;
  /** The sentence of a refusal for too many requests (messages api.tooManyRequests). */
  tooManyRequests: string;
}

/**
 * A JSON text inside nginx's single quotes. nginx reads two backslashes there as one and keeps a backslash before
 * any other letter, so the JSON's own backslashes are doubled, and `'` and `$` (a variable to nginx) become JSON's
 * escapes, which the client's parser reads back as the same characters.
 */
export function quotedForNginx(json: string): string {
  return json.replace(/\\/g, "\\\\").replace(/'/g, "\\u0027").replace(/\$/g, "\\u0024");
}

/** src/cli/nginx.conf with its places filled. */
export function nginxConfig({ prefix, listen, upstreams, staticRoot, streamsPerAddress, tooManyRequests }: NginxSettings): string {
  const brotli = existsSync(brotliModule);
  const fill: Record<string, string> = {
    load_modules: brotli ? `load_module ${brotliModule};` : "",
    // Workers of a master started as root would be 'nobody', who may not read a build under a user's home.
    user: asRoot() ? "user root;" : "",
    prefix,
    servers: upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join("\n"),
    listen,
    static_root: staticRoot,
    brotli_static: brotli ? "brotli_static on;" : "",
    streams_per_address: String(streamsPerAddress),
    too_many_body: quotedForNginx(JSON.stringify({ status: false, error: tooManyRequests })),
  };
  const template = readFileSync(new URL("./nginx.conf", import.meta.url), "utf8");
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in fill)) throw new Error(`nginx.conf names {{${name}}}, which nginxConfig does not fill`);
    return fill[name];
  });
}

/** nginx in the foreground on `settings`; resolves once its configuration is accepted and it listens. */
export async function startNginx(settings: NginxSettings): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  mkdirSync(settings.prefix, { recursive: true });
  const conf = join(settings.prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig(settings));
  // -e: its start-up errors go to the prefix too (Debian's default log folder is root's only).
  const args = ["-p", settings.prefix, "-e", join(settings.prefix, "error.log"), "-c", conf];
  execFileSync(nginxPath, [...args, "-t", "-q"], { stdio: "inherit" });
  const child = spawn(nginxPath, [...args, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const url = `http://${settings.listen}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode}); see ${join(settings.prefix, "error.log")}`);
    const answered = await fetch(url, {
      signal: AbortSignal.timeout(2000),
    }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    async stop() {
      // QUIT: finish the requests under way, then go.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
