/**
 * A page deleted in the editor is a draft like any edit (docs/editor.md, 'New pages'): its data is this marker, so that
 * it waits in the store, is checked with the whole site (the page taken out: links to it are problems), survives a
 * reload, is discarded like any draft, and is published through the same refusals as every other publish.
 */
export const deletionMarker = "$deleteFile";

/** The data of a draft that deletes its file. */
export const deletionData = (): Record<string, unknown> => ({ [deletionMarker]: true });

/** True when a draft's data deletes its file. */
export const isDeletion = (data: unknown): boolean => typeof data === "object" && data !== null && (data as Record<string, unknown>)[deletionMarker] === true;
