// The answer type's old home: the tests of the login and lead flows still import it from here.
export type { JsonAnswer } from "./client.js";
