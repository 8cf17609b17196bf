import { getDefaultRegistry } from "@rjsf/core";
import { toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { useCallback, useContext, useLayoutEffect, useRef, useState } from "react";
import { FieldProblems } from "../fieldProblems.js";
import { fill } from "../../../lib/fill.js";
import { editorContext } from "../formContext.js";
import { useOpenItems } from "../openItems.js";
import { ListItemRow } from "./ListItemRow.js";
import { itemSummary } from "../../../lib/itemSummary.js";
import { filterFrom, itemMatches, queryWords } from "./listFilter.js";

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
  const terms = findable ? queryWords(query) : [];
  const filtering = terms.length > 0;
  const filteringRef = useRef(filtering);
  useLayoutEffect(() => {
    filteringRef.current = filtering;
  });
  const matching = items.map((item) => itemMatches(item, terms));
  const matchCount = matching.filter(Boolean).length;
  const shown = matching.map((matches, index) => matches || index === open || (filtering && index === stay));

  const change = useCallback((next: unknown[]) => onChange(next, fieldPathId.path), [onChange, fieldPathId]);
  const act = useCallback(
    (action: "up" | "down" | "remove" | "open", index: number) => {
      const next = itemsRef.current.slice();
      if (action === "open") {
        const closing = openOf(listId) === index;
        if (closing && filteringRef.current) setStay(index);
        return setOpen(listId, closing ? undefined : index);
      }
      if (action === "remove") next.splice(index, 1);
      else {
        const to = action === "up" ? index - 1 : index + 1;
        [next[index], next[to]] = [next[to], next[index]];
        if (openOf(listId) === index) setOpen(listId, to);
      }
      if (action === "remove") setOpen(listId, undefined);
      change(next);
    },
    [change, listId, openOf, setOpen],
  );
  const add = () => {
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
            }}
            // Enter looks, it does not submit the form.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          />
          <p role="status">
            {!terms.length ? "" : matchCount === 0 ? fill(words.listNoMatch, { text: query.trim() }) : fill(words.listShown, { shown: matchCount, total: items.length })}
          </p>
        </div>
      )}
      <ol>
        {items.map((item, index) => shown[index] && (
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
        ))}
      </ol>
      <button type="button" onClick={add} disabled={disabled || readonly}>
        {words.add}
      </button>
    </fieldset>
  );
}
