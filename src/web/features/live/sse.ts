// Reads a server-sent event stream with fetch rather than EventSource: EventSource gives up for
// good on a non-200 answer and hides the status, and we need the status (404: the event is gone
// for us; 401: signed out) to decide what to show.
export type StreamEnd = { status: number } | { error: unknown };

export async function readEventStream(
  url: string,
  signal: AbortSignal,
  onData: (data: string) => void,
  onOpen: () => void,
): Promise<StreamEnd> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      credentials: "same-origin",
      headers: { accept: "text/event-stream" },
    });
  } catch (error) {
    return { error };
  }
  if (!response.ok || !response.body) return { status: response.status };
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { status: 0 };
      buffer += value.replace(/\r\n/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).replace(/^ /, ""))
          .join("\n");
        if (data) onData(data);
      }
    }
  } catch (error) {
    return { error };
  }
}
