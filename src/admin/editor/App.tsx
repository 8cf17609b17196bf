import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ApiEditorSiteAnswer } from "../../contract/types.js";
import { documentHref, DocumentList } from "./DocumentList.js";
import { DocumentView } from "./DocumentView.js";
import { documentClosed } from "./openingFocus.js";
import { fill } from "../../lib/fill.js";
import { editorCalls } from "./editorCalls.js";
import { OpenItemsProvider } from "./openItems.js";
import type { EditorWords } from "./formContext.js";
import { DeletedPages } from "./pages/DeletedPages.js";
import { NewPageDialog } from "./pages/NewPageDialog.js";
import { PageActions } from "./pages/PageActions.js";
import { draftsSaved } from "./useDraft.js";
import type { PreviewWords } from "./preview/PreviewPanel.js";
import { siteChoices } from "./siteChoices.js";

const openFile = () => new URLSearchParams(location.hash.slice(1)).get("file") ?? undefined;

/** The editor's words: the ones the page embeds, else the published messages (a draft of them cannot break the editor). */
function wordsOf(site: ApiEditorSiteAnswer, embedded: EditorWords | undefined): EditorWords | undefined {
  if (embedded) return embedded;
  const messages = site.documents.find((d) => d.kind === "messages");
  return ((messages?.disk ?? messages?.data) as { adminEditorPage?: EditorWords } | undefined)?.adminEditorPage;
}

/** /admin/editor: the list of documents, or the open one (#file=… in the address, so a reload keeps it open). */
export function App({ embeddedWords, previewWords }: { embeddedWords?: EditorWords; previewWords?: PreviewWords }) {
  const [site, setSite] = useState<ApiEditorSiteAnswer>();
  const [failed, setFailed] = useState(false);
  // How many times each document asked for the site again (its publish, discard or migrate): its view starts afresh
  // then, and only its own, so that a reload landing after you opened another document does not reset that one.
  const [loads, setLoads] = useState<Record<string, number>>({});
  const [notice, setNotice] = useState<string>();
  const [file, setFile] = useState(openFile);
  const [newPage, setNewPage] = useState(false);
  useEffect(() => {
    if (!file) documentClosed();
  }, [file]);
  // A document closed (back to the list, or another opened) saved what was typed last as it closed: the site is read
  // again once that save is in, so that the document opens again with it, and the list says it has a draft. Opened
  // again before that (a quick way back), its view starts afresh from what was read.
  const shown = useRef(file);
  useEffect(() => {
    const closed = shown.current;
    shown.current = file;
    if (!closed || closed === file) return;
    void draftsSaved().then(() =>
      editorCalls.site().then((answer) => {
        if (!answer.ok) return;
        setSite(answer.data);
        setLoads((n) => ({ ...n, [closed]: (n[closed] ?? 0) + 1 }));
      }),
    );
  }, [file]);
  const load = useCallback(
    (announce?: string, asker?: string) =>
      editorCalls.site().then((answer) => {
        if (!answer.ok) return setFailed(true);
        setSite(answer.data);
        setNotice(announce);
        if (asker) setLoads((n) => ({ ...n, [asker]: (n[asker] ?? 0) + 1 }));
      }),
    [],
  );
  useEffect(() => {
    void load();
    // A notice (a publish's) is about the document it was given for: opening another one clears it.
    const follow = () => {
      setFile(openFile());
      setNotice(undefined);
    };
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, [load]);
  // A new page's draft (or a copy's) is opened with the site fetched again; pushState moves no hashchange, which would clear the notice.
  const openMade = (made: string, route: string) => {
    setNewPage(false);
    void load(words && fill(words.pages.created, { route })).then(() => {
      history.pushState(null, "", documentHref(made));
      setFile(made);
    });
  };
  // A deleted page's version made its draft again: open it, with the notice of what happened.
  const openRestored = (restored: string, announce: string) =>
    void load(announce).then(() => {
      history.pushState(null, "", documentHref(restored));
      setFile(restored);
    });
  const words = site && wordsOf(site, embeddedWords);
  const choices = useMemo(() => site && siteChoices(site), [site]);
  const doc = site?.documents.find((d) => d.file === file);

  if (!site || !words || !choices) return <p role="status">{failed ? embeddedWords?.loadFailed : embeddedWords?.loading}</p>;
  return (
    <>
      {/* The page's own heading names the editor (src/server/editor/editorPlugin.ts). */}
      <p role="status" aria-live="polite" className="editor-notice">
        {notice}
      </p>
      {doc ? (
        <>
          <p>
            <a href="#">{words.back}</a>
          </p>
          {doc.kind === "page" && !doc.deleted && (
            <PageActions key={`actions ${doc.file}`} doc={doc} documents={site.documents} services={choices.services} words={words} onMade={openMade} onDeleted={(n) => void load(n, doc.file)} />
          )}
          {/* Which list items are open outlives the document's fresh start after a publish or discard: the editor keeps its place. */}
          <OpenItemsProvider key={doc.file}>
            <DocumentView key={`${doc.file} ${loads[doc.file] ?? 0}`} doc={doc} problems={site.problems} choices={choices} words={words} reload={(n) => void load(n, doc.file)} preview={previewWords && { pages: site.pages, words: previewWords }} />
          </OpenItemsProvider>
        </>
      ) : (
        <>
          <p>
            <button type="button" onClick={() => setNewPage(true)}>
              {words.pages.newPage}
            </button>
          </p>
          {newPage && <NewPageDialog documents={site.documents} services={choices.services} words={words} start={{}} onMade={openMade} onClose={() => setNewPage(false)} />}
          <DocumentList documents={site.documents} words={words} />
          <DeletedPages pages={site.deletedPages} words={words} timeZone={choices.timeZone} onRestored={openRestored} />
        </>
      )}
    </>
  );
}
