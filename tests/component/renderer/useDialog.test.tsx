// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useDialog, type DialogOptions } from "../../../src/blocks/ui/useDialog.js";
import { shimDialogs } from "../dialogShim.js";

// The one modal-dialog hook of the login drawer, the OTP popup and the banners' pop-ups: state opens and closes it,
// the visitor's Escape or native close asks the owner, focus goes back where it was.
beforeAll(shimDialogs);
afterEach(cleanup);

function Owner({ options = {}, onClose = vi.fn() }: { options?: Partial<DialogOptions>; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const dialog = useDialog(open, {
    ...options,
    onClose: () => {
      onClose();
      setOpen(false);
    },
  });
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button>Elsewhere</button>
      <dialog {...dialog} aria-label="Pop-up">
        <input aria-label="First" />
        <button onClick={() => setOpen(false)}>Done</button>
        <form method="dialog">
          <button>Close natively</button>
        </form>
      </dialog>
    </>
  );
}
const dialog = () => screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;
function openFromButton() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe("useDialog", () => {
  it("is closed until the state opens it with showModal; onOpen runs once it shows", () => {
    const onOpen = vi.fn(() => screen.getByLabelText("First").focus());
    render(<Owner options={{ onOpen }} />);
    expect(dialog().open).toBe(false);
    const showModal = vi.spyOn(dialog(), "showModal");
    openFromButton();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText("First"));
  });

  it("the state closing it closes the dialog and returns focus to the opener, without calling onClose", () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const opener = openFromButton();
    screen.getByLabelText("First").focus();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("returnFocus names another element to go back to", () => {
    render(<Owner options={{ returnFocus: () => screen.getByRole("button", { name: "Elsewhere" }) }} />);
    openFromButton();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
  });

  it("Escape (the cancel event) is not left to the browser: it asks onClose, and the state closes it", () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const opener = openFromButton();
    const cancel = new Event("cancel", { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("a native close (a method='dialog' form) tells onClose, and focus still goes back", () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const opener = openFromButton();
    act(() => {
      dialog().close();
      dialog().dispatchEvent(new Event("close"));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    // Opens again afterwards: the state followed the native close.
    openFromButton();
    expect(dialog().open).toBe(true);
  });

  it("the close event of a close the state asked for is not reported again", () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    openFromButton();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    act(() => void dialog().dispatchEvent(new Event("close")));
    expect(onClose).not.toHaveBeenCalled();
  });
});
