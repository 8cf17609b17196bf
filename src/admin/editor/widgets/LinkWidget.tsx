import type { WidgetProps } from "@rjsf/utils";
import { controlProps } from "./inputProps.js";

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

function ListInput(props: WidgetProps & { list: string }) {
  const { value, onChange, list } = props;
  return (
    <input
      {...controlProps(props)}
      type="text"
      list={list}
      autoComplete="off"
      value={typeof value === "string" ? value : ""}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
    />
  );
}
