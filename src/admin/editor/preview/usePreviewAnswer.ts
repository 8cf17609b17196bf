import { useEffect, useRef, useState } from "react";
import type { ApiEditorPreviewAnswer, ApiEditorPreviewBody } from "../../../contract/types.js";

/** The preview call of the editor's API (src/server/editor/editorPreviewRoutes.ts). */
export const previewAddress = "/admin/editor/api/preview";

/** Where the preview stands: the last page drawn and its address (kept while the documents have problems), the problems' count, a failed call. */
export interface PreviewState {
  html?: string;
  /** The page `html` is: after another page is chosen, the one before until the chosen one's answer comes. */
  route?: string;
  problems: number;
  failed: boolean;
}

/**
 * The page at `route` rendered by the server with `documents` in place, asked again each time the documents change
 * and typing has paused for `pauseMs` (the first time, and for a page newly chosen, at once: choosing is no typing);
 * with `asAt` (India time, "2026-12-20T09:00"), as the page will be then.
 * A newer change cancels the call under way, so an older answer never replaces a newer one. The browser sends the admin password it was asked for with the call.
 */
export function usePreviewAnswer(route: string | undefined, documents: Record<string, unknown>, pauseMs: number, asAt?: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ problems: 0, failed: false });
  const drawn = useRef(false);
  const asked = useRef<string>(undefined);
  // The editor may hand a new object holding the same documents at any render (a draft saved, a problem listed):
  // only a changed document asks again.
  const [kept, setKept] = useState(documents);
  if (!sameDocuments(kept, documents)) setKept(documents);
  useEffect(() => {
    if (!route) return;
    const abort = new AbortController();
    const body: ApiEditorPreviewBody = { route, documents: kept as ApiEditorPreviewBody["documents"], ...(asAt ? { asAt } : {}) };
    const typed = drawn.current && asked.current === route;
    asked.current = route;
    const timer = setTimeout(
      () => {
        fetch(previewAddress, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: abort.signal, credentials: "same-origin" })
          .then(async (res) => {
            if (!res.ok) throw new Error(String(res.status));
            const answer = (await res.json()) as ApiEditorPreviewAnswer;
            if (answer.html !== undefined) drawn.current = true;
            const drawnRoute = answer.html === undefined ? undefined : route;
            setState((s) => ({ html: answer.html ?? s.html, route: drawnRoute ?? s.route, problems: answer.problems.length, failed: false }));
          })
          .catch(() => {
            if (!abort.signal.aborted) setState((s) => ({ ...s, failed: true }));
          });
      },
      typed ? pauseMs : 0,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [route, kept, pauseMs, asAt]);
  return state;
}

/** The same files with the very same data (the form makes a new object for each change and keeps it otherwise). */
function sameDocuments(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const files = Object.keys(a);
  return files.length === Object.keys(b).length && files.every((file) => Object.hasOwn(b, file) && a[file] === b[file]);
}
