import type { ChatScriptStep } from "../types.js";

export type AnswerField = "name" | "email" | "mobile" | "city" | "note";

export interface ChatPaths {
  /** Steps some way from the first step reaches. */
  reachable: Set<string>;
  /** Steps from which some way reaches an end (an action without a next step, or a link without one). */
  ends: Set<string>;
  /** For each reachable step, the answers asked on EVERY way from the first step to it. */
  askedBefore: Map<string, Set<AnswerField>>;
}

/** The ways through a script, as a graph of steps: what is reached, what can end, and what is surely known where. */
export function chatPaths(steps: ChatScriptStep[], index: Map<string, number>, start: string, nextsOf: (s: ChatScriptStep) => [string, string][]): ChatPaths {
  const step = (id: string) => steps[index.get(id)!];
  const next = (id: string) => nextsOf(step(id)).map(([n]) => n).filter((n) => index.has(n));
  const reachable = new Set<string>([start]);
  for (const queue = [start]; queue.length; ) {
    for (const n of next(queue.pop()!)) {
      if (reachable.has(n)) continue;
      reachable.add(n);
      queue.push(n);
    }
  }

  // Backwards from the steps that end a conversation.
  const ends = new Set(steps.filter((s) => s.action ? s.action.kind !== "createLead" : s.reply?.kind === "link" && !s.reply.next).map((s) => s.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of steps) {
      if (ends.has(s.id) || !next(s.id).some((n) => ends.has(n))) continue;
      ends.add(s.id);
      grew = true;
    }
  }

  // Forwards: what is asked on every way to a step is what all the steps leading to it know once they are done.
  const all: AnswerField[] = ["name", "email", "mobile", "city", "note"];
  const askedBefore = new Map<string, Set<AnswerField>>([...reachable].map((id) => [id, new Set(id === start ? [] : all)]));
  const after = (id: string) => {
    const r = step(id).reply;
    return r?.kind === "question" ? new Set([...askedBefore.get(id)!, r.field]) : askedBefore.get(id)!;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of reachable) {
      for (const n of next(id)) {
        const known = askedBefore.get(n)!;
        const out = after(id);
        for (const f of [...known]) {
          if (out.has(f)) continue;
          known.delete(f);
          changed = true;
        }
      }
    }
  }
  return { reachable, ends, askedBefore };
}
