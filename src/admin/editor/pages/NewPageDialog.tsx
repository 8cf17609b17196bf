import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ApiEditorEditorDocument, ApiEditorNewPageBody, ApiEditorPageAddressAnswer } from "../../../contract/types.js";
import { fill } from "../../../lib/fill.js";
import { editorCalls } from "../editorCalls.js";
import type { EditorWords } from "../formContext.js";
import type { Choice } from "../siteChoices.js";

/** What the dialog starts with: empty for a new page, the page's copy for Duplicate. */
export interface NewPageStart {
  template?: string;
  title?: string;
  heading?: string;
}

interface Props {
  documents: ApiEditorEditorDocument[];
  services: Choice[];
  words: EditorWords;
  start: NewPageStart;
  /** The draft was made: open it. */
  onMade: (file: string, route: string) => void;
  onClose: () => void;
}

type Kind = ApiEditorNewPageBody["kind"];

/**
 * "New page" and "Duplicate" (modal): the kind (a landing page, or a service's page at its service's address in place
 * of the catalogue's), the address checked by the server as it is typed (free, well formed) with the full link, the
 * title, and the page to start from. Making it saves a draft; nothing is live until it is published.
 */
export function NewPageDialog({ documents, services, words, start, onMade, onClose }: Props) {
  const w = words.pages;
  const ref = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<Kind>("landing");
  const [serviceId, setServiceId] = useState<number>(Number(services[0]?.value ?? 0));
  const [route, setRoute] = useState("/");
  const [title, setTitle] = useState(start.title ?? "");
  const [template, setTemplate] = useState(start.template ?? "blank");
  // The answer with what it was asked of: an answer for another kind or service does not speak of this address.
  const [check, setCheck] = useState<{ asked: string; answer: ApiEditorPageAddressAnswer }>();
  const asked = `${kind} ${serviceId} ${route}`;
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pages = documents.filter((d) => d.kind === "page" && !d.deleted);
  const serviceRoute = (id: number) => String((documents.find((d) => d.kind === "services")?.data as { services?: { serviceId: number; route: string }[] } | undefined)?.services?.find((s) => s.serviceId === id)?.route ?? "/");

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // Every address typed is checked; an answer to an older one is dropped, so the words always speak of the field's.
  useEffect(() => {
    let current = true;
    void editorCalls.pageAddress({ route, kind, ...(kind === "service" ? { serviceId } : {}) }).then((a) => current && a.ok && setCheck({ asked: `${kind} ${serviceId} ${route}`, answer: a.data }));
    return () => {
      current = false;
    };
  }, [route, kind, serviceId]);

  const chooseKind = (next: Kind) => {
    setKind(next);
    if (next === "service") setRoute(serviceRoute(serviceId));
    if (next === "landing" && template === "catalogue") setTemplate("blank");
  };
  const chooseService = (id: number) => {
    setServiceId(id);
    setRoute(serviceRoute(id));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const made = await editorCalls.newPage({ kind, route, title, template, ...(kind === "service" ? { serviceId } : {}) });
    setBusy(false);
    if (made.ok) onMade(made.data.file, route);
    else setRefusal(made.refusal?.message ?? words.failed);
  };
  const checked = check?.asked === asked ? check.answer : undefined;
  // A landing page's address starts as "/", the home page's: no problem is shown of it until something is typed (the
  // dialog would open with an error); creating still waits for a free address.
  const untouched = kind === "landing" && route === "/";
  const problem = untouched ? undefined : checked?.problem;
  const status = untouched ? "" : !checked ? w.addressChecking : (problem ?? w.addressFree);

  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby="new-page-heading" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} className="editor-new-page">
        <h2 id="new-page-heading">{start.heading ?? w.newPageHeading}</h2>
        <fieldset>
          <legend>{w.kindLegend}</legend>
          {(["landing", "service"] as const).map((k) => (
            <label key={k}>
              <input type="radio" name="page-kind" value={k} checked={kind === k} onChange={() => chooseKind(k)} /> {k === "landing" ? w.kindLanding : w.kindService}
            </label>
          ))}
        </fieldset>
        {kind === "service" && (
          <p>
            <label htmlFor="new-page-service">{w.service}</label>{" "}
            <select id="new-page-service" value={serviceId} onChange={(e) => chooseService(Number(e.target.value))}>
              {services.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </p>
        )}
        <p>
          <label htmlFor="new-page-address">{w.address}</label>{" "}
          <input id="new-page-address" value={route} onChange={(e) => setRoute(e.target.value)} aria-invalid={problem !== undefined} aria-describedby="new-page-address-help new-page-address-check" autoComplete="off" spellCheck={false} />
          <br />
          <small id="new-page-address-help">{w.addressHelp}</small>
        </p>
        <p id="new-page-address-check" role="status" aria-live="polite" className={problem ? "editor-error" : undefined}>
          {status} {!untouched && checked && !problem && fill(w.fullLink, { link: checked.link })}
        </p>
        <p>
          <label htmlFor="new-page-title">{w.titleLabel}</label> <input id="new-page-title" value={title} required maxLength={70} onChange={(e) => setTitle(e.target.value)} />
        </p>
        <p>
          <label htmlFor="new-page-template">{w.template}</label>{" "}
          <select id="new-page-template" value={template} onChange={(e) => setTemplate(e.target.value)}>
            <option value="blank">{w.templateBlank}</option>
            {kind === "service" && <option value="catalogue">{w.templateCatalogue}</option>}
            {pages.map((p) => (
              <option key={p.file} value={p.file}>
                {fill(w.templatePage, { title: p.name, route: String((p.data as { route?: unknown }).route) })}
              </option>
            ))}
          </select>
        </p>
        {refusal && (
          <p role="alert" className="editor-error">
            {refusal}
          </p>
        )}
        <p>
          <button type="submit" disabled={busy || untouched || problem !== undefined || !checked || !title.trim()}>
            {w.create}
          </button>{" "}
          <button type="button" onClick={() => ref.current?.close()}>
            {words.cancel}
          </button>
        </p>
      </form>
    </dialog>
  );
}
