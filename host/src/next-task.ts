/** Resolves in a task of its own (after the tasks already queued): where the takeover's work is split (decision 039). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
