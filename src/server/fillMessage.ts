/** Fills {name} placeholders of a message with values; an unknown placeholder stays as written. Not escaped: escape the result for HTML. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
