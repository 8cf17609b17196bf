/**
 * The pointer of the page block a click in the preview landed in (/blocks/2), for a click on no text of the
 * document (a lead form's field, a plan's price, a picture): the block is the child of the page's <main> that holds
 * the click, counted in the order RenderPage draws the page's blocks, one element each. Undefined outside <main>
 * or for a document without blocks.
 */
export function blockPointer(document: unknown, target: Element | null): string | undefined {
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return undefined;
  let element = target;
  while (element?.parentElement && !(element.parentElement.tagName === "MAIN")) element = element.parentElement;
  const main = element?.parentElement;
  if (!element || !main) return undefined;
  const index = [...main.children].indexOf(element);
  return index >= 0 && index < blocks.length ? `/blocks/${index}` : undefined;
}
