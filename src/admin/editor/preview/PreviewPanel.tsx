import { useEffect, useMemo, useRef, useState } from "react";
import type { MessagesDocument } from "../../../documents/types.js";
import type { ApiEditorSitePage } from "../../../contract/types.js";
import { fill } from "../../../lib/fill.js";
import { fillCount } from "../../../lib/fillCount.js";
import { drawInFrame, listenToFrame } from "./frameDrawing.js";
import { PreviewAsAt } from "./PreviewAsAt.js";
import { itemRouteAt, openItemRoute, previewPages, routedItemPointer } from "./previewPages.js";
import { useOpenItems } from "../openItems.js";
import { blockPointer } from "../pages/blockInPreview.js";
import { textPointer } from "./textPointer.js";
import { useFrameScale } from "./useFrameScale.js";
import { usePreviewAnswer } from "./usePreviewAnswer.js";
import "./preview.css";

/** What the editor gives the preview panel (mounted beside the form by src/admin/editor). */
export interface PreviewPanelProps {
  /** The edited document's file, e.g. config/menus/main.json. */
  file: string;
  /** The editor's documents as edited, by file (at least `file`'s, as the form holds it now): they stand in for their files and saved drafts. A new object each time they change. */
  documents: Record<string, unknown>;
  /** The site's pages with the documents each uses: `pages` of GET /admin/editor/api/site. */
  pages: ApiEditorSitePage[];
  /** Called with the JSON pointer (e.g. /tabs/1/links/0/label) of the field of `file` that holds a text clicked in the preview. */
  onPickPointer: (pointer: string) => void;
  /** The preview's words, widths and typing pause: the adminEditorPreview section of config/messages.json, as the editor's page embeds it. */
  words: PreviewWords;
}

/** The preview's words, widths and typing pause (config/messages.json, adminEditorPreview). */
export type PreviewWords = MessagesDocument["adminEditorPreview"];

/** What the editor hands down to the panel besides the open document: the site's pages and the preview's words. */
export type PreviewContext = Pick<PreviewPanelProps, "pages" | "words">;

/** The panel's id: a narrow screen's "Go to the preview" (DocumentEditor.tsx) goes to it. */
export const previewSectionId = "editor-preview";

/** The frame's HTML shell (src/server/editor/editorPlugin.ts): the site's stylesheets and an empty #preview the editor draws into (frameDrawing.ts). */
const frameAddress = "/admin/editor/preview";

/**
 * The live preview (docs/editor.md): the edited document's page (or a page that uses a shared document, with a choice of
 * page) rendered by the server's real renderer, at a phone, tablet or desktop width scaled to fit the panel, and
 * drawn again in place as the editor types. A click on a text in it moves the form to the field holding that text.
 * The frame is sandboxed as tightly as still works: no script runs in it (the pages' islands are drawn as HTML and
 * never hydrated; the editor draws into it and listens to it), and it keeps the editor's origin, without which the
 * browser refuses it the site's stylesheets and pictures (same-origin resources); it may not submit forms, open
 * windows or navigate the editor.
 */
export function PreviewPanel({ file, documents, pages, onPickPointer, words }: PreviewPanelProps) {
  const choices = useMemo(() => previewPages(file, pages), [file, pages]);
  // Opening an item that has a page of its own (a service of the catalogue) shows that page; the choice of page can
  // still be changed while it stays open.
  const { openOf } = useOpenItems();
  const followed = openItemRoute(documents[file], openOf);
  const [chosen, setChosen] = useState<string | undefined>(followed);
  const [lastFollowed, setLastFollowed] = useState(followed);
  // An item opened by a click in the frame (a related service's name) leaves the page shown where it was.
  const [openedInFrame, setOpenedInFrame] = useState<string>();
  if (followed !== lastFollowed) {
    setLastFollowed(followed);
    if (followed && followed !== openedInFrame && choices.some((p) => p.route === followed)) setChosen(followed);
    if (openedInFrame !== undefined) setOpenedInFrame(undefined);
  }
  const route = choices.some((p) => p.route === chosen) ? chosen : choices[0]?.route;
  const [width, setWidth] = useState(words.widths[0].width);
  const { box, scale, height } = useFrameScale(width);
  const frame = useRef<HTMLIFrameElement>(null);
  // "As at" (India time): the page as it will be then, with its schedules; empty is now.
  const [asAt, setAsAt] = useState("");
  const answer = usePreviewAnswer(route, documents, words.typingPauseMs, asAt || undefined);
  const edited = useRef(documents[file]);
  useEffect(() => {
    edited.current = documents[file];
  }, [documents, file]);

  const { html, route: drawn } = answer;
  // The page the frame shows, for a click in it: a text many services share is looked for in the one shown first.
  const shownRoute = useRef(drawn);
  useEffect(() => {
    shownRoute.current = drawn;
  }, [drawn]);
  // The frame's shell loads once; each page answered is drawn into it, and a text clicked in it is handed to the form.
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (html !== undefined && drawn !== undefined) drawInFrame(frame.current, html, drawn);
  }, [html, drawn, loads]);
  useEffect(
    () =>
      listenToFrame(frame.current, (text, target) => {
        const pointer = textPointer(edited.current, text, routedItemPointer(edited.current, shownRoute.current)) ?? blockPointer(edited.current, target);
        if (pointer === undefined) return;
        setOpenedInFrame(itemRouteAt(edited.current, pointer));
        onPickPointer(pointer);
      }),
    [onPickPointer, loads],
  );

  const status = !route ? words.noPage : answer.failed ? words.failed : answer.problems ? fillCount(words.waiting, answer.problems) : "";
  return (
    <section id={previewSectionId} className="editor-preview" aria-label={words.heading} tabIndex={-1}>
      <h2>{words.heading}</h2>
      <div className="editor-preview-controls">
        <div role="group" aria-label={words.widthLegend}>
          {words.widths.map((w) => (
            <button key={w.width} type="button" aria-pressed={w.width === width} onClick={() => setWidth(w.width)}>
              {w.label}
            </button>
          ))}
        </div>
        {choices.length > 1 && (
          <label>
            {words.pageLabel}{" "}
            <select value={route} onChange={(e) => setChosen(e.target.value)}>
              {choices.map((p) => (
                <option key={p.route} value={p.route}>
                  {p.title} ({p.route})
                </option>
              ))}
            </select>
          </label>
        )}
        <PreviewAsAt words={words} asAt={asAt} onChange={setAsAt} />
      </div>
      <p role="status" className="editor-preview-status">
        {status}
      </p>
      <div className="editor-preview-box" ref={box}>
        {route && (
          <iframe
            ref={frame}
            src={frameAddress}
            // The page the frame shows, which is the one chosen once its answer has come.
            title={fill(words.frameTitle, { page: drawn ?? route })}
            sandbox="allow-same-origin"
            onLoad={() => setLoads((n) => n + 1)}
            style={{ width: `${width}px`, height: `${height}px`, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
