// What only a visitor with a stored token needs, loaded as one chunk by useSession and HeaderAccount.
export { watchSession } from "../../state/session.js";
export { AccountControl } from "./AccountControl.js";
