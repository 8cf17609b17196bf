/**
 * A reference to a request schema of `schemas/api/` (registered with the server's Ajv under `api/<file>`): the whole
 * document, or one of its `$defs`.
 */
export const apiSchema = (file: string) => (def?: string) => ({ $ref: def ? `api/${file}.schema.json#/$defs/${def}` : `api/${file}.schema.json#` });
