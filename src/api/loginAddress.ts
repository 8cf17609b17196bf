/**
 * The address parameter that opens the login drawer (`?login`, the portal's way back), alone in a module: the page's
 * entry script reads it (src/blocks/header/headerWanted.ts) without the login calls and their HTTP client.
 */
export { openLoginParameter } from "../contract/apiCalls.js";
