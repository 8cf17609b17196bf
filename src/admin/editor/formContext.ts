import type { FormContextType, Registry } from "@rjsf/utils";
import type { MessagesDocument } from "../../../renderer/types/documents.js";
import type { Choice, SiteChoices } from "./siteChoices.js";

/** The editor's words (messages.json, adminEditorPage). */
export type EditorWords = MessagesDocument["adminEditorPage"];

/** What every field and widget of the editor's form may read: its words, the site's choices, the document's own steps. */
export interface EditorFormContext extends FormContextType {
  words: EditorWords;
  choices: SiteChoices;
  steps: Choice[];
}

export const editorContext = (registry: Registry): EditorFormContext => registry.formContext as EditorFormContext;

