import { existsSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { writeFileAtomically } from "../../documents/writeFileAtomically.js";

/** The folders of the documents a publish shares (the rest of a documents root, .git for one, is never touched). */
export const documentFolders = ["config", "pages-json"];

/** Every file under `folders` of `root`, by its path relative to root with '/'. */
export function filesUnder(root: string, folders = documentFolders): string[] {
  return folders.flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"))
      : [],
  );
}

/**
 * Makes the documents under `documentsRoot` those under `from`: a file that differs is written (atomically, so the
 * editor never reads half of one), one that is gone is removed, an equal one is left alone, so that a git work tree
 * shows exactly what the publish changed. Answers the paths changed.
 */
export function syncDocuments(from: string, documentsRoot: string): string[] {
  const wanted = new Set(filesUnder(from));
  const changed: string[] = [];
  for (const file of wanted) {
    const text = readFileSync(join(from, file), "utf8");
    const target = join(documentsRoot, file);
    if (existsSync(target) && readFileSync(target, "utf8") === text) continue;
    writeFileAtomically(target, text);
    changed.push(file);
  }
  for (const file of filesUnder(documentsRoot)) {
    if (wanted.has(file)) continue;
    unlinkSync(join(documentsRoot, file));
    changed.push(file);
  }
  return changed;
}
