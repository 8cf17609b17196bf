import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

/** The datalists the editor draws once per form (EditorForm.tsx), shared by every link and image field. */
export const pagesListId = "editor-pages";
export const imagesListId = "editor-images";

/**
 * A link's address: a combobox that offers the site's pages and sister websites and still accepts any typing (an
 * address the site does not have is the validator's to name, in its words).
 */
export function LinkWidget(props: WidgetProps) {
  return <ListInput {...props} list={pagesListId} />;
}

/** An image's address, offering the site's pictures with their sizes. */
export function ImageWidget(props: WidgetProps) {
  return <ListInput {...props} list={imagesListId} />;
}

function ListInput({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, list, htmlName }: WidgetProps & { list: string }) {
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      list={list}
      autoComplete="off"
      value={typeof value === "string" ? value : ""}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
