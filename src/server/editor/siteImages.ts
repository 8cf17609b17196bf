import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import type { ApiEditorImage } from "../../contract/types.js";

/** The picture formats image fields may use (all of them read by image-size). */
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
      return { src: `/images/${f}`, ...declaredSize(bytes), bytes: bytes.length };
    });
}

/** The size the file's header declares; a file that states none (an SVG without width or viewBox, a broken file) is 0 × 0. */
function declaredSize(bytes: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return { width: 0, height: 0 };
  }
}
