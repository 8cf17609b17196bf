import { useEffect, useState } from "react";
import type { ApiEditorEditorDocument, ApiEditorProblem } from "../../contract/types.js";
import { DocumentEditor } from "./DocumentEditor.js";
import type { EditorWords } from "./formContext.js";
import { kindForm, type KindForm } from "./kindForms.js";
import type { PreviewContext } from "./preview/PreviewPanel.js";
import type { SiteChoices } from "./siteChoices.js";

interface Props {
  doc: ApiEditorEditorDocument;
  problems: ApiEditorProblem[];
  choices: SiteChoices;
  words: EditorWords;
  reload: (notice?: string) => void;
  /** The live preview beside the form (preview/PreviewPanel.tsx): the site's pages and its words. */
  preview?: PreviewContext;
}

/** An open document: its kind's form is fetched (one chunk per kind), then the editor; the site's problems are kept here as saves answer them. */
export function DocumentView({ doc, problems: initial, choices, words, reload, preview }: Props) {
  const [form, setForm] = useState<KindForm>();
  const [failed, setFailed] = useState(false);
  const [problems, setProblems] = useState(initial);
  useEffect(() => {
    kindForm(doc.schemaFile).then(setForm, () => setFailed(true));
  }, [doc.schemaFile]);
  if (!form) return <p role="status">{failed ? words.loadFailed : words.loading}</p>;
  return <DocumentEditor doc={doc} form={form} problems={problems} setProblems={setProblems} choices={choices} words={words} reload={reload} preview={preview} />;
}
