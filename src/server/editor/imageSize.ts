/** A picture's size in pixels as its file states it, read from the header only (no image library). */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size a picture file declares: SVG's width and height (or its viewBox), PNG's IHDR, JPEG's start-of-frame,
 * WebP's VP8/VP8L/VP8X header, AVIF's `ispe` property. Undefined when the file states none we can read.
 */
export function imageSize(bytes: Buffer, extension: string): ImageSize | undefined {
  switch (extension) {
    case "svg":
      return svgSize(bytes.toString("utf8"));
    case "png":
      return bytes.length >= 24 && bytes.toString("latin1", 12, 16) === "IHDR" ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;
    case "jpg":
    case "jpeg":
      return jpegSize(bytes);
    case "webp":
      return webpSize(bytes);
    case "avif":
      return avifSize(bytes);
    default:
      return undefined;
  }
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
  // A width in px (or without unit) is the size; %, em and the like are not, and then the viewBox tells it.
  const pixels = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : undefined);
  const box = attribute("viewBox")?.trim().split(/[\s,]+/).map(Number);
  const fromBox = box && box.length === 4 && box.every(Number.isFinite) ? { width: Math.round(box[2]), height: Math.round(box[3]) } : undefined;
  const width = pixels(attribute("width")) ?? fromBox?.width;
  const height = pixels(attribute("height")) ?? fromBox?.height;
  return width !== undefined && height !== undefined ? { width, height } : undefined;
}

function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // Start-of-frame markers C0–CF carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30 || bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WEBP") return undefined;
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

function avifSize(bytes: Buffer): ImageSize | undefined {
  // The image spatial extents property: 'ispe', version and flags, then width and height.
  const at = bytes.indexOf("ispe", 0, "latin1");
  return at >= 0 && at + 16 <= bytes.length ? { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) } : undefined;
}
