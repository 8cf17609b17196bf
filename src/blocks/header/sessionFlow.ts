import { fill } from "../../lib/fill.js";

/** 'Hi, {name}' with the user's first name. */
export function greetingText(template: string, name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return fill(template, { name: first });
}

/** Up to two initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}
