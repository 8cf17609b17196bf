/**
 * Resolves in a task of its own, after the browser has had its turn (input, rendering): what runs after
 * `await nextTask()` is not part of the current task, so two steps of hydrating an island never add up to one long
 * task. `scheduler.yield` where the browser has it (its continuation goes before other queued work); else a message
 * to itself, which (unlike a timer) neither waits 4 ms when nested nor stops when a test pauses the page's clock.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });
}
