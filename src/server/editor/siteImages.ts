import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ApiEditorImage } from "../../../renderer/types/documents.js";
import { imageSize } from "./imageSize.js";

/** The picture formats image fields may use (the ones imageSize.ts reads). */
const pictureExtensions = new Set(["svg", "png", "jpg", "jpeg", "webp", "avif"]);

/**
 * Every picture under the code root's public/images, as image fields offer them: its address on the site (public/ is
 * served at the root), its size in pixels (0 × 0 when the file states none) and its weight in bytes.
 */
export function siteImages(codeRoot: string): ApiEditorImage[] {
  const dir = join(codeRoot, "public", "images");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => f.split("\\").join("/"))
    .filter((f) => pictureExtensions.has(f.split(".").pop()!.toLowerCase()))
    .sort()
    .map((f) => {
      const bytes = readFileSync(join(dir, f));
      const size = imageSize(bytes, f.split(".").pop()!.toLowerCase()) ?? { width: 0, height: 0 };
      return { src: `/images/${f}`, ...size, bytes: bytes.length };
    });
}
