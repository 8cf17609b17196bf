import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { fieldIdOf, stepsOf } from "./problemPaths.js";

/**
 * Which item of each list is open (lists show one item's fields at a time, the others as a summary line, so that
 * typing stays fast on long lists), by the list's field id. Opening a pointer opens every list on its way.
 */
interface OpenItems {
  openOf: (listId: string) => number | undefined;
  setOpen: (listId: string, index: number | undefined) => void;
  openPointer: (pointer: string) => void;
}

const Context = createContext<OpenItems>({ openOf: () => undefined, setOpen: () => {}, openPointer: () => {} });

export function OpenItemsProvider({ children }: { children: ReactNode }) {
  const [open, setOpenMap] = useState<ReadonlyMap<string, number>>(new Map());
  const setOpen = useCallback((listId: string, index: number | undefined) => {
    setOpenMap((m) => {
      const next = new Map(m);
      if (index === undefined) next.delete(listId);
      else next.set(listId, index);
      return next;
    });
  }, []);
  const openPointer = useCallback((pointer: string) => {
    setOpenMap((m) => {
      const next = new Map(m);
      const steps = stepsOf(pointer);
      steps.forEach((step, i) => {
        if (/^\d+$/.test(step)) next.set(fieldIdOf(steps.slice(0, i).map((s) => "/" + s).join("")), Number(step));
      });
      return next;
    });
  }, []);
  const value = useMemo(() => ({ openOf: (id: string) => open.get(id), setOpen, openPointer }), [open, setOpen, openPointer]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useOpenItems = () => useContext(Context);
