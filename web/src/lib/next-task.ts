/** Resolves in a task of its own, after what the current one has queued (a render, a paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
