// A chunk fetched after the first paint (a menu, a dialog, the toasts, a route) can meet the
// network gone for a moment: the server restarting, a train in a tunnel. React.lazy would throw
// and the page would become "Something went wrong". So the import is tried again, after 1, 2, 4
// and 8 seconds (browsers fetch a failed module again on the next import()), before the error is
// shown.
const DELAYS_MS = [1000, 2000, 4000, 8000];

export async function retryImport<T>(load: () => Promise<T>, delays = DELAYS_MS): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
