// Reads a server-sent event stream with fetch rather than EventSource: EventSource gives up for
// good on a non-200 answer and hides the status, and we need the status (404: the event is gone
// for us; 401: signed out) to decide what to show. The stream format is parsed by
// eventsource-parser, as EventSource would parse it.
import { EventSourceParserStream } from "eventsource-parser/stream";

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
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value, done } = await events.read();
      if (done) return { status: 0 };
      if (value.data) onData(value.data);
    }
  } catch (error) {
    return { error };
  }
}
