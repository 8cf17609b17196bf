import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { closestMatch } from "../closestMatch.js";
import { eachString, type ReferenceCheck } from "./referenceCheck.js";

/** A picture of this site named by its address (`/images/logo.svg`): a path of the site, ending as an image file does. */
const siteImage = /^\/(?!\/)[^?#\s]*\.(svg|png|jpe?g|webp|gif|avif|ico)([?#]\S*)?$/i;

/** The file an image address names: without its query or fragment, its %-escapes decoded ('/images/my%20logo.png'). */
function fileOf(address: string): string {
  const path = address.split(/[?#]/)[0];
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The addresses of the files the site serves as they are (the code's `public/` folder, copied into every build),
 * as `/images/logo.svg`; undefined when there is no such folder (then no image is checked).
 */
export function servedFiles(publicDir: string): ReadonlySet<string> | undefined {
  if (!listed.has(publicDir)) {
    const files = existsSync(publicDir) ? readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : undefined;
    listed.set(publicDir, files && new Set(files.map((e) => `/${relative(publicDir, join(e.parentPath, e.name)).split(sep).join("/")}`)));
  }
  return listed.get(publicDir);
}

/** Each public folder's files, listed once per process: they are the code's, which a publish does not change (the editor checks on every draft). */
const listed = new Map<string, ReadonlySet<string> | undefined>();

/**
 * Every picture a document names by its address is a file the site serves: a mistyped `/images/logo-olde.svg` was valid
 * to the schema, published, and a broken image on every page that showed it. Found by value, wherever it sits
 * (a banner's logo, a hero, a lead form's banner, a category's icon), at the place a person edits.
 */
export function checkImages({ model, report }: ReferenceCheck, served: ReadonlySet<string>): void {
  const images = [...served].filter((f) => siteImage.test(f));
  for (const doc of model.documents) eachString(doc.data, (pointer, value) => {
    if (!siteImage.test(value) || served.has(fileOf(value))) return;
    const hint = closestMatch(value, images);
    report(doc, pointer, `image '${value}' is not a file of the site (public${value}); ${hint ? `did you mean '${hint}'?` : "add the file under public/ or fix the address"}`);
  });
}
