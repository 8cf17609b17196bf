import type { ThemeDocument } from "../types.js";
import type { ReferenceCheck } from "./referenceCheck.js";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type Colors = ThemeDocument["colors"];
type Surface = Exclude<keyof Colors, "border" | "focus">;

/** WCAG AA: 4.5:1 for text, 3:1 for the boundary of a control and for a focus ring. */
const textRatio = 4.5;
const controlRatio = 3;

/** Every pair the theme defines that a visitor must tell apart: [what, foreground pointer, background pointer, least ratio]. */
function pairs(colors: Colors): [string, string, string, number][] {
  const out: [string, string, string, number][] = [];
  for (const surface of Object.keys(colors) as (keyof Colors)[]) {
    const value = colors[surface];
    if (typeof value === "string") continue;
    for (const fg of Object.keys(value).filter((k) => k !== "background")) out.push([`${fg} on ${surface}`, `/colors/${surface}/${fg}`, `/colors/${surface}/background`, textRatio]);
  }
  // Messages are shown on the page as well as on their tinted panels; buttons and the focus ring must stand out from the page.
  for (const message of ["danger", "success", "warning"] as Surface[]) out.push([`${message} text on the page`, `/colors/${message}/text`, "/colors/page/background", textRatio]);
  out.push(["primary buttons against the page", "/colors/primary/background", "/colors/page/background", controlRatio]);
  out.push(["the focus ring against the page", "/colors/focus", "/colors/page/background", controlRatio]);
  return out;
}

const at = (colors: Colors, pointer: string) => pointer.split("/").slice(2).reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], colors) as string;

/** The theme: every text readable on its surface and every control visible on the page (WCAG AA), each pair named with its ratio. */
export function checkThemeContrast({ model, report, single }: ReferenceCheck): void {
  const doc = single("theme");
  const { colors } = model.theme;
  for (const [what, fg, bg, least] of pairs(colors)) {
    const ratio = contrastRatio(at(colors, fg), at(colors, bg));
    if (ratio < least) report(doc, fg, `${what}: ${at(colors, fg)} on ${at(colors, bg)} has a contrast of ${ratio.toFixed(2)}:1, under the ${least}:1 WCAG AA asks for; choose a darker or lighter colour`);
  }
}
