/**
 * A document opened (from the list, by its address, or a page just made) takes the focus to its heading, so that a
 * keyboard or a screen reader starts there rather than on the page's body; its view started afresh (after a publish,
 * a discard or a migration) does not, since the focus is then where the person was.
 */
let focusedFile: string | undefined;

/** Whether the heading of `file`, just drawn, takes the focus: once per opening. */
export function takesOpeningFocus(file: string): boolean {
  if (focusedFile === file) return false;
  focusedFile = file;
  return true;
}

/** Back to the list: the next opening of any document takes the focus again. */
export function documentClosed(): void {
  focusedFile = undefined;
}
