// Work split across tasks: the browser paints and answers a tap between them. Lighthouse (and a
// person on a slow phone) counts every task over 50 ms as blocking (decision 222).

/** Resolves in a new task, after the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
