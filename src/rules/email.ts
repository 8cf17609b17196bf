/**
 * Whether an email address is well formed (the lead form, the login panel), for the browser and the server alike:
 * the `email` format of the API schemas (ajv-formats' full mode), so that an address the forms accept is one the
 * lead and login bodies accept too. Pure TypeScript, no imports. Length limits stay where the schemas and the
 * server's check keep them; the lead form's extra pattern lives in config/constants.json.
 */
const wellFormedEmail = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const isWellFormedEmail = (address: string): boolean => wellFormedEmail.test(address);
