/**
 * A sentence of the documents with its {placeholders} filled from `values`; a placeholder without a value stays as
 * written. Not escaped: React escapes what it draws, the server's pages escape for HTML. One rule for the server, the
 * blocks, the embedded checkout and the agents' page.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
