/**
 * Resolves in a new task of the browser's event loop (not a microtask), so the work after it
 * does not lengthen the task that was running: the browser can paint and handle input between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
