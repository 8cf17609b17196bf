import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** "Name <email>": the author of the editor's commits; unset, git's own user.name and user.email, else the fallback. */
export const editorAuthorEnv = "VIDHI_EDITOR_GIT_AUTHOR";
const fallbackAuthor = { name: "vidhi editor", email: "editor@localhost" };

/** The git author of a publish by a staff account: its name, at an address that says it is a vidhi staff account. */
export const staffAuthor = (name: string) => `${name} <${name}@staff.vidhi.invalid>`;

const git = async (cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => (await run("git", args, { cwd, env, maxBuffer: 8 * 1024 * 1024 })).stdout.trim();
const gitConfig = (cwd: string, key: string, env: NodeJS.ProcessEnv) => git(cwd, ["config", "--get", key], env).catch(() => "");

/** True when `dir` is inside a git work tree (false when git says no, or is not installed). */
export async function insideWorkTree(dir: string): Promise<boolean> {
  return (await git(dir, ["rev-parse", "--is-inside-work-tree"]).catch(() => "false")) === "true";
}

/** Who commits: the environment's author, else git's configured user, else the fallback (for both author and committer). */
async function identity(cwd: string, env: NodeJS.ProcessEnv): Promise<{ name: string; email: string; configured: boolean }> {
  const m = /^\s*(.+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(env[editorAuthorEnv] ?? "");
  const [name, email] = await Promise.all([gitConfig(cwd, "user.name", env), gitConfig(cwd, "user.email", env)]);
  const configured = name !== "" && email !== "";
  if (m) return { name: m[1], email: m[2], configured };
  return configured ? { name, email, configured } : { ...fallbackAuthor, configured };
}

/**
 * Commits files of the work tree at `cwd` (one, or the documents published together), and only them: `git add` then
 * `git commit --only`, so that whatever else is changed or staged in the tree stays as it was. Answers the new
 * commit's hash. A git without a user of its own commits as the author too, so that a fresh machine can publish.
 */
export async function commitFile(cwd: string, file: string | readonly string[], message: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const files = typeof file === "string" ? [file] : [...file];
  const who = await identity(cwd, env);
  const commitEnv: NodeJS.ProcessEnv = {
    ...env,
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    ...(who.configured ? {} : { GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email }),
  };
  await git(cwd, ["add", "--", ...files]);
  await git(cwd, ["commit", "--only", "--quiet", "-m", message, "--", ...files], commitEnv);
  return git(cwd, ["rev-parse", "HEAD"]);
}
