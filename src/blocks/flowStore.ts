/**
 * The state holder of a flow (login, lead submit): plain TypeScript that components read with
 * useSyncExternalStore(flow.subscribe, flow.getState). A flow extends it and changes state with `set`.
 */
export class FlowStore<S extends object> {
  private listeners = new Set<() => void>();

  constructor(protected state: S) {}

  getState = (): S => this.state;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  protected set(patch: Partial<S>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }
}
