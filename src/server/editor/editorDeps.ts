import type { StaffGate } from "../staff/staffPassword.js";
import type { EditorSite } from "../editor/editorSite.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { LiveSite } from "../site/liveSite.js";
import type { Store } from "../store/openStore.js";

/** What the editor's routes are given (editorPlugin.ts registers them all with it). */
export interface AdminEditorDeps {
  store: Store;
  documents: ServerDocuments;
  staffGate: StaffGate;
  /** The build served when there is no live site (tests without one). */
  distDir: string;
  /** The build the server serves, which a publish rebuilds. */
  liveSite?: LiveSite;
  /** The documents root's files with the drafts in place (editor/editorSite.ts). */
  editorSite: EditorSite;
  /** The code root, whose public/images the image fields choose from. */
  codeRoot: string;
  now: () => Date;
}
