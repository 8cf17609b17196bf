import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ApiEditorDocumentVersion, ApiEditorEditorDocument, ApiEditorProblem } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { DraftBar } from "./DraftBar.js";
import { takesOpeningFocus } from "./openingFocus.js";
import { editorCalls } from "./editorCalls.js";
import { EditorForm } from "./EditorForm.js";
import type { EditorWords } from "./formContext.js";
import type { KindForm } from "./kindForms.js";
import { useOpenItems } from "./openItems.js";
import { HistoryDialog, versionTime } from "./HistoryDialog.js";
import { FieldProblems, OwnChoices, problemsByField } from "./fieldProblems.js";
import { fieldIdOf, splitProblems, stepsOf } from "./problemPaths.js";
import { ProblemList } from "./ProblemList.js";
import { blockKinds } from "./pages/blockKinds.js";
import { BlockPalette } from "./pages/BlockPalette.js";
import { PreviewPanel, previewSectionId, type PreviewContext } from "./preview/PreviewPanel.js";
import { PublishDialog } from "./PublishDialog.js";
import { checkPublish, publish, publishedNotice, rebase, type PublishStep } from "./publishFlow.js";
import type { SiteChoices } from "./siteChoices.js";
import { useDraft } from "./useDraft.js";

interface Props {
  doc: ApiEditorEditorDocument;
  form: KindForm;
  problems: ApiEditorProblem[];
  setProblems: (p: ApiEditorProblem[]) => void;
  choices: SiteChoices;
  words: EditorWords;
  /** Fetches the site again and reopens the document, with a sentence to announce. */
  reload: (notice?: string) => void;
  /** The live preview beside the form, when the page gave its words. */
  preview?: PreviewContext;
}

/**
 * One document: its old-version notice, its draft's state and buttons, its problems (jumping to their fields), its
 * form, and the publish dialog. The form is drawn from the data it started with and reports each change; a change is
 * saved as the draft after a pause.
 */
export function DocumentEditor({ doc, form, problems, setProblems, choices, words, reload, preview }: Props) {
  // The form keeps what is typed itself; the palette's changes give it a new start (and a new key, so it starts afresh).
  const [start, setStart] = useState<{ data: unknown; n: number }>({ data: doc.data, n: 0 });
  const [data, setData] = useState<unknown>(doc.data);
  const [step, setStep] = useState<PublishStep | undefined>();
  const [history, setHistory] = useState(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  const historyButton = useRef<HTMLButtonElement>(null);
  const problemList = useRef<HTMLElement>(null);
  const { openPointer } = useOpenItems();
  const draft = useDraft(doc.file, doc.draft?.baseHash ?? doc.diskHash, doc.draft?.savedAt, setProblems);
  const { schedule } = draft;
  const onChange = useCallback(
    (next: unknown) => {
      setData(next);
      schedule(next as object);
    },
    [schedule],
  );
  const kinds = useMemo(() => (doc.kind === "page" ? blockKinds(form.schema) : []), [doc.kind, form.schema]);
  const previewed = useMemo(() => ({ [doc.file]: data }), [doc.file, data]);
  const { own, others } = useMemo(() => splitProblems(problems, doc.file), [problems, doc.file]);
  const byField = useMemo(() => problemsByField(own), [own]);
  // The ids the document names among its own lists, as typed: a step added, or a category, is a choice at once (once
  // it has an id; an id typed twice is offered once). Kept by their text, so that the lists change only when an id does.
  const ownKey = JSON.stringify({ step: ownIds((data as { steps?: unknown }).steps), category: ownIds((data as { categories?: unknown }).categories) });
  const ownChoices = useMemo(() => {
    const lists = JSON.parse(ownKey) as Record<"step" | "category", [string, string][]>;
    return {
      step: lists.step.map(([id]) => ({ value: id, label: id })),
      category: lists.category.map(([id, name]) => ({ value: id, label: name ? `${id} (${name})` : id })),
    };
  }, [ownKey]);
  const context = useMemo(() => ({ words, choices }), [words, choices]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened: the heading. Started afresh (a publish, a restore): where the person was, unless that went with the view
    // before (the History dialog's button, the Publish dialog), when the heading again rather than the page's body.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (takesOpeningFocus(doc.file) || lost) heading.current?.focus();
  }, [doc.file]);
  const pick = useCallback(
    (pointer: string) => {
      openPointer(pointer);
      // After the lists on the way have opened: the field, or the nearest field around it that is drawn.
      requestAnimationFrame(() => {
        const steps = stepsOf(pointer);
        for (let n = steps.length; n >= 0; n--) {
          const el = document.getElementById(fieldIdOf(steps.slice(0, n).map((s) => "/" + s).join("")));
          if (!el) continue;
          el.scrollIntoView({ block: "center" });
          (el.matches("input, select, textarea, button") ? el : (el.querySelector<HTMLElement>("input, select, textarea") ?? el)).focus();
          return;
        }
      });
    },
    [openPointer],
  );
  const onBlocks = (blocks: object[], open?: number) => {
    const next = { ...(data as object), blocks };
    setData(next);
    schedule(next);
    setStart((s) => ({ data: next, n: s.n + 1 }));
    if (open !== undefined) pick(`/blocks/${open}`);
  };
  const startPublish = async () => {
    setStep({ kind: "checking" });
    await draft.flush();
    setStep(await checkPublish(doc.file, data));
  };
  const confirm = async () => {
    // The drafts the check found this one needs are published with it, as the dialog listed them.
    const together = step?.kind === "changes" ? step.together.map((t) => t.file) : [];
    setStep({ kind: "publishing" });
    const next = await publish(doc.file, doc.disk, data, together, words);
    if (next.kind !== "published") return setStep(next);
    reload(publishedNotice(next.answer, words));
  };
  const discard = async () => {
    await draft.flush();
    await editorCalls.discardDraft(doc.file);
    reload();
  };
  const keepDraft = async () => reload((await rebase(doc.file, data as object)) ? undefined : words.failed);
  const migrate = async () => {
    await draft.flush();
    reload((await editorCalls.migrate(doc.file)).ok ? undefined : words.failed);
  };
  // A version becomes the draft through the server's draft save (a pending change saved first, so it cannot land after).
  const restore = async (v: ApiEditorDocumentVersion) => {
    await draft.flush();
    const restored = (await editorCalls.restore(doc.file, v.version)).ok;
    const time = versionTime(v.publishedAt, choices.timeZone);
    reload(!restored ? words.failed : v.publishedBy === null ? fill(words.restoredFirstSeen, { time }) : fill(words.restored, { who: v.publishedBy, time }));
  };
  const closeDialog = () => {
    const refused = step?.kind === "refused";
    setStep(undefined);
    // Back where the person was: the problems when publishing was refused, else the Publish button.
    requestAnimationFrame(() => (refused && problemList.current ? problemList.current : publishButton.current)?.focus());
  };

  return (
    <article className="editor-document" aria-labelledby="document-heading">
      <h2 id="document-heading" tabIndex={-1} ref={heading}>
        {doc.name} <small>{doc.file}</small>
      </h2>
      {/* On a narrow screen the preview is under the whole form (a long one is thousands of pixels): a way down to it. */}
      {preview && (
        <p className="editor-to-preview">
          <button
            type="button"
            onClick={() => {
              const panel = document.getElementById(previewSectionId);
              panel?.scrollIntoView({ block: "start" });
              panel?.focus({ preventScroll: true });
            }}
          >
            {words.toPreview}
          </button>
        </p>
      )}
      {doc.schemaVersion < doc.currentVersion && (
        <p className="editor-notice">
          {fill(words.oldVersion, { version: doc.schemaVersion, current: doc.currentVersion })}{" "}
          <button type="button" onClick={() => void migrate()}>
            {words.migrate}
          </button>
        </p>
      )}
      <DraftBar status={draft.status} words={words} timeZone={choices.timeZone} onDiscard={() => void discard()} publishRef={publishButton} onPublish={() => void startPublish()} onHistory={() => setHistory(true)} historyRef={historyButton} onLoadTheirs={() => reload()} onKeepMine={() => void draft.keepMine()} />
      <ProblemList ref={problemList} own={own} others={others} words={words} onPick={pick} />
      <div className="editor-beside-preview">
        {doc.deleted ? (
          <p className="editor-notice">{fill(words.pages.deleting, { file: doc.file, route: String((doc.data as { route?: unknown }).route) })}</p>
        ) : (
          <div>
            {kinds.length > 0 && <BlockPalette blocks={(data as { blocks?: object[] }).blocks ?? []} kinds={kinds} words={words} onBlocks={onBlocks} onSelect={(i) => pick(`/blocks/${i}`)} />}
            <FieldProblems.Provider value={byField}>
              <OwnChoices.Provider value={ownChoices}>
                <EditorForm key={start.n} schema={form.schema} uiSchema={form.uiSchema} validator={form.validator} formData={start.data} context={context} onChange={onChange} />
              </OwnChoices.Provider>
            </FieldProblems.Provider>
          </div>
        )}
        {preview && <PreviewPanel file={doc.file} documents={previewed} pages={preview.pages} onPickPointer={pick} words={preview.words} />}
      </div>
      {history && (
        <HistoryDialog
          file={doc.file}
          name={doc.name}
          words={words}
          timeZone={choices.timeZone}
          onRestore={(v) => void restore(v)}
          onClose={() => {
            setHistory(false);
            requestAnimationFrame(() => historyButton.current?.focus());
          }}
        />
      )}
      {step && (
        <PublishDialog
          step={step}
          timeZone={choices.timeZone}
          name={doc.name}
          file={doc.file}
          words={words}
          onConfirm={() => void confirm()}
          onKeepDraft={() => void keepDraft()}
          onDiscard={() => void discard()}
          onClose={closeDialog}
        />
      )}
    </article>
  );
}

/** A list's items as [id, name] pairs: those with an id, each id once, in the list's order. */
function ownIds(list: unknown): [string, string][] {
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const item of Array.isArray(list) ? (list as { id?: unknown; name?: unknown }[]) : []) {
    const id = typeof item?.id === "string" ? item.id : "";
    if (!id.trim() || seen.has(id)) continue;
    seen.add(id);
    pairs.push([id, typeof item.name === "string" ? item.name : ""]);
  }
  return pairs;
}
