import { useEffect, useRef } from "react";
import type { ApiEditorMovedAddress } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { ChangeList } from "./ChangeList.js";
import { versionLine } from "./HistoryDialog.js";
import type { EditorWords } from "./formContext.js";
import type { PublishStep } from "./publishFlow.js";

interface Props {
  step: PublishStep;
  /** The zone times are told in (constants editor.timeZone). */
  timeZone: string;
  name: string;
  file: string;
  words: EditorWords;
  onConfirm: () => void;
  onKeepDraft: () => void;
  onDiscard: () => void;
  onClose: () => void;
}

/**
 * The publish dialog (modal; focus moves into it and, on closing, back to the Publish button): the changes in plain
 * words (field titles, old → new), those of the other drafts it must be published with, and the button that publishes
 * them; the problems that refuse it; or, when the file
 * changed on disk since the draft began, who wrote it, what keeping the draft would change in the same plain words, both
 * versions in full on request, and a way to keep the draft or discard it.
 */
export function PublishDialog({ step, name, file, words, timeZone, onConfirm, onKeepDraft, onDiscard, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby="publish-heading" onClose={onClose}>
      <h2 id="publish-heading">{fill(words.publishHeading, { name })}</h2>
      <div role="status" aria-live="polite">
        {step.kind === "checking" || step.kind === "publishing" ? <p>{step.kind === "checking" ? words.checking : words.publishing}</p> : null}
        {step.kind === "failed" && <p>{words.failed}</p>}
      </div>
      {step.kind === "changes" && (
        <>
          <p>{fill(words.changesIntro, { file })}</p>
          {step.changes.length === 0 ? (
            <p>{words.noChanges}</p>
          ) : (
            <ChangeList changes={step.changes} words={words} />
          )}
          {step.together.length > 0 && (
            <>
              <p>{words.togetherIntro}</p>
              {step.together.map((t) => (
                <section key={t.file} aria-labelledby={`together-${t.file}`}>
                  <h3 id={`together-${t.file}`}>
                    {t.name} <code>{t.file}</code>
                  </h3>
                  <ChangeList changes={t.changes} words={words} />
                </section>
              ))}
            </>
          )}
          <RedirectList intro={words.redirectsIntro} redirects={step.redirects} />
          <RedirectList intro={words.redirectsRemovedIntro} redirects={step.redirectsRemoved} />
          <button type="button" onClick={onConfirm} disabled={step.changes.length === 0 && step.together.length === 0}>
            {step.together.length ? fill(words.confirmTogether, { count: step.together.length + 1 }) : words.confirm}
          </button>
        </>
      )}
      {step.kind === "refused" && (
        <>
          <p>{step.message ?? words.refused}</p>
          <ul>
            {step.problems.map((p, i) => (
              <li key={i}>
                <code>{p.file}</code> {p.where && <strong>{p.where}: </strong>}
                {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {step.kind === "conflict" && (
        <>
          <p>{words.conflictHeading}</p>
          {step.onDisk && <p>{fill(words.conflictOnDiskNow, { version: versionLine(step.onDisk, words, timeZone) })}</p>}
          {step.changes && (
            <>
              <p>{words.conflictChanges}</p>
              {step.changes.length ? <ChangeList changes={step.changes} words={words} /> : <p>{words.noChanges}</p>}
            </>
          )}
          <details>
            <summary>{words.conflictFull}</summary>
            <div className="editor-versions">
              <section aria-label={words.conflictDisk}>
                <h3>{words.conflictDisk}</h3>
                <pre tabIndex={0}>{JSON.stringify(step.disk, null, 2)}</pre>
              </section>
              <section aria-label={words.conflictDraft}>
                <h3>{words.conflictDraft}</h3>
                <pre tabIndex={0}>{JSON.stringify(step.draft, null, 2)}</pre>
              </section>
            </div>
          </details>
          <button type="button" onClick={onKeepDraft}>
            {words.keepDraft}
          </button>{" "}
          <button type="button" onClick={onDiscard}>
            {words.discard}
          </button>
        </>
      )}
      <p>
        <button type="button" onClick={() => ref.current?.close()}>
          {words.cancel}
        </button>
      </p>
    </dialog>
  );
}

/** Redirects a publish adds or takes out, old address → new, under what they are; nothing when there are none. */
function RedirectList({ intro, redirects }: { intro: string; redirects: ApiEditorMovedAddress[] }) {
  if (!redirects.length) return null;
  return (
    <>
      <p>{intro}</p>
      <ul>
        {redirects.map((r) => (
          <li key={r.from}>
            <code>{r.from}</code> → <code>{r.to}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
