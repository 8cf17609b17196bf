import { getDefaultRegistry } from "@rjsf/core";
import { toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { useCallback, useContext, useLayoutEffect, useRef, useState } from "react";
import { FieldProblems } from "../fieldProblems.js";
import { fill } from "../../../lib/fill.js";
import { editorContext } from "../formContext.js";
import { useOpenItems } from "../openItems.js";
import { ListItemRow } from "./ListItemRow.js";
import { itemSummary } from "../../../lib/itemSummary.js";
import { filterFrom, itemMatches, itemRank, queryWords } from "./listFilter.js";

const DefaultArrayField = getDefaultRegistry().fields.ArrayField;

/**
 * Every list of the form. Items of texts or numbers are drawn in place; items with fields of their own are drawn as
 * one summary line each and only the open item's fields are rendered, so that a keystroke re-renders one item, not
 * a thousand. Items move up and down, are added and removed. A list of choices (enum with unique items) stays rjsf's.
 * A long list of such items (`filterFrom`) has a search box: only the items holding every word typed are listed, and
 * the open item always; items are moved with the box empty.
 */
export function ListField(props: FieldProps) {
  const { schema, uiSchema, formData, fieldPathId, onChange, registry, disabled, readonly, name } = props;
  const { schemaUtils, globalFormOptions, fields } = registry;
  const words = editorContext(registry).words;
  const { openOf, setOpen } = useOpenItems();
  const problems = useContext(FieldProblems);
  const hasProblemsAt = (itemId: string) => [...problems.keys()].some((id) => id === itemId || id.startsWith(`${itemId}_`));
  const listId = fieldPathId.$id;
  const items = Array.isArray(formData) ? (formData as unknown[]) : [];
  // The buttons act on the list as it is when clicked, without redrawing every row when it changes.
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });
  const rawItem = (schema.items ?? {}) as RJSFSchema;
  const plain = schemaUtils.retrieveSchema(rawItem, undefined);
  const inPlace = plain.type === "string" || plain.type === "number" || plain.type === "integer" || plain.type === "boolean";
  const open = inPlace ? undefined : openOf(listId);
  const [query, setQuery] = useState("");
  // An item closed while a search is typed stays listed (its button keeps the focus) until the search changes.
  const [stay, setStay] = useState<number>();
  const findable = !inPlace && items.length >= filterFrom;
  // A list that drops under the search's length loses its box and what was typed in it, which would otherwise come
  // back and hide items the day the list grows again.
  if (!findable && query) setQuery("");
  const terms = findable ? queryWords(query) : [];
  const filtering = terms.length > 0;
  const filteringRef = useRef(filtering);
  useLayoutEffect(() => {
    filteringRef.current = filtering;
  });
  const matching = items.map((item) => itemMatches(item, terms));
  const matchCount = matching.filter(Boolean).length;
  const shown = matching.map((matches, index) => matches || index === open || (filtering && index === stay));
  const shownCount = shown.filter(Boolean).length;
  // While searching, the items whose text is exactly what was typed (an id, an address) come first, then those that
  // start with it, each group in the list's order.
  const order = items.map((_, index) => index);
  if (filtering) {
    const rank = items.map((item) => itemRank(item, query));
    order.sort((a, b) => rank[a] - rank[b] || a - b);
  }

  // What the list's buttons last did, said to screen readers; and the item last removed, while 'Undo' can put it back.
  const [said, setSaid] = useState("");
  const [removed, setRemoved] = useState<{ item: unknown; index: number; name: string; left: unknown[] }>();
  const nameOf = (item: unknown, index: number) => itemSummary(item) ?? fill(words.itemFallback, { n: index + 1 });
  const nameRef = useRef(nameOf);
  useLayoutEffect(() => {
    nameRef.current = nameOf;
  });
  /** Focuses, once drawn, a button of item `index` (`action`: up, down, remove; else its line), or 'Undo'. */
  const focusLater = useCallback(
    (index: number | "undo", action?: string) =>
      requestAnimationFrame(() => {
        const list = document.getElementById(listId);
        const row = index === "undo" ? null : list?.querySelector(`:scope > ol > li[data-item="${index}"]`);
        const wanted = row?.querySelector<HTMLButtonElement>(action ? `[data-action="${action}"]:not(:disabled)` : ".editor-item-summary");
        (wanted ?? row?.querySelector<HTMLButtonElement>("button:not(:disabled)") ?? document.getElementById(`${listId}-undo`))?.focus();
      }),
    [listId],
  );

  const change = useCallback((next: unknown[]) => onChange(next, fieldPathId.path), [onChange, fieldPathId]);
  const act = useCallback(
    (action: "up" | "down" | "remove" | "open", index: number) => {
      const next = itemsRef.current.slice();
      if (action === "open") {
        const closing = openOf(listId) === index;
        if (closing && filteringRef.current) setStay(index);
        return setOpen(listId, closing ? undefined : index);
      }
      setRemoved(undefined);
      if (action === "remove") {
        const [item] = next.splice(index, 1);
        const name = nameRef.current(item, index);
        setOpen(listId, undefined);
        setRemoved({ item, index, name, left: next });
        setSaid(fill(words.itemRemoved, { name, count: next.length }));
        // The focus goes on to the item that took its place (or the one before it), else to 'Undo'.
        focusLater(next.length ? Math.min(index, next.length - 1) : "undo");
      } else {
        const to = action === "up" ? index - 1 : index + 1;
        [next[index], next[to]] = [next[to], next[index]];
        if (openOf(listId) === index) setOpen(listId, to);
        setSaid(fill(words.itemMoved, { name: nameRef.current(next[to], to), position: to + 1, count: next.length }));
        // The same button, on the item where it went.
        focusLater(to, action);
      }
      change(next);
    },
    [change, listId, openOf, setOpen, focusLater, words],
  );
  // 'Undo' is offered while the list is as the removal left it (an edit since, or another change: gone).
  const canUndo = removed !== undefined && removed.left.length === items.length && JSON.stringify(removed.left) === JSON.stringify(items);
  const undo = () => {
    if (!removed) return;
    const next = [...items.slice(0, removed.index), removed.item, ...items.slice(removed.index)];
    setRemoved(undefined);
    setSaid(fill(words.itemRestored, { name: removed.name, position: removed.index + 1, count: next.length }));
    change(next);
    focusLater(removed.index);
  };
  const add = () => {
    setRemoved(undefined);
    change([...items, schemaUtils.getDefaultFormState(rawItem, undefined)]);
    if (!inPlace) setOpen(listId, items.length);
  };

  if (schemaUtils.isMultiSelect(schema)) return <DefaultArrayField {...props} />;
  const { SchemaField } = fields;
  const itemField = (item: unknown, index: number) => (
    <SchemaField
      name={`${name}-${index + 1}`}
      index={index}
      schema={schemaUtils.retrieveSchema(rawItem, item)}
      uiSchema={uiSchema?.items as UiSchema | undefined}
      formData={item}
      fieldPathId={toFieldPathId(index, globalFormOptions, fieldPathId)}
      required
      onChange={onChange}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
    />
  );
  return (
    <fieldset id={listId} className="editor-list">
      <legend>{schema.title ?? name}</legend>
      {schema.description && <p className="editor-help">{schema.description}</p>}
      {(problems.get(listId) ?? []).map((message) => (
        <p key={message} className="editor-error">
          {message}
        </p>
      ))}
      {findable && (
        <div className="editor-list-find">
          <label htmlFor={`${listId}-find`}>{words.findInList}</label>
          <input
            id={`${listId}-find`}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setStay(undefined);
              // Back to the whole list: the open item stays in view.
              if (!e.target.value.trim() && open !== undefined)
                requestAnimationFrame(() => document.getElementById(listId)?.querySelector(`:scope > ol > li[data-item="${open}"]`)?.scrollIntoView?.({ block: "nearest" }));
            }}
            // Enter does not submit the form; when the search has found one item, Enter opens it.
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              const only = matching.indexOf(true);
              if (filtering && matchCount === 1 && only !== open) {
                act("open", only);
                focusLater(only);
              }
            }}
          />
          <p role="status">
            {!terms.length ? "" : matchCount === 0 ? fill(words.listNoMatch, { text: query.trim() }) : fill(words.listShown, { shown: shownCount, total: items.length })}
          </p>
        </div>
      )}
      <ol>
        {order.map((index) => {
          const item = items[index];
          return shown[index] && (
          <ListItemRow
            key={index}
            index={index}
            total={items.length}
            // Moving is off while a search is typed: a neighbour in the list may be hidden (the status line says so).
            movable={!filtering}
            summary={inPlace ? undefined : (itemSummary(item) ?? fill(words.itemFallback, { n: index + 1 }))}
            open={open === index}
            hasProblems={hasProblemsAt(`${listId}_${index}`)}
            words={words}
            act={act}
          >
            {inPlace || open === index ? itemField(item, index) : null}
          </ListItemRow>
          );
        })}
      </ol>
      <p role="status" className="editor-list-said">
        {said}
      </p>
      {canUndo && (
        <p>
          <button type="button" id={`${listId}-undo`} onClick={undo} disabled={disabled || readonly}>
            {fill(words.undoRemoveItem, { name: removed.name })}
          </button>
        </p>
      )}
      <button type="button" onClick={add} disabled={disabled || readonly}>
        {words.add}
      </button>
    </fieldset>
  );
}
