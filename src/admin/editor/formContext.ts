import type { FormContextType, Registry } from "@rjsf/utils";
import type { MessagesDocument } from "../../documents/types.js";
import type { SiteChoices } from "./siteChoices.js";

/** The editor's words (messages.json, adminEditorPage). */
export type EditorWords = MessagesDocument["adminEditorPage"];

/** What every field and widget of the editor's form may read: its words and the site's choices (the same while a document is open). */
export interface EditorFormContext extends FormContextType {
  words: EditorWords;
  choices: SiteChoices;
}

export const editorContext = (registry: Registry): EditorFormContext => registry.formContext as EditorFormContext;

