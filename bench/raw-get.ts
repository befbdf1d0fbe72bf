// A GET that keeps the body as sent (fetch would decompress it), to measure what crosses the wire.
import http from "node:http";
import { gunzipSync } from "node:zlib";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes on the wire (compressed if the server compressed). */
  wireBytes: number;
  /** The body after decompression. */
  body: Buffer;
};

export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const gzip = response.headers["content-encoding"] === "gzip";
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          wireBytes: wire.length,
          body: gzip ? gunzipSync(wire) : wire,
        });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}
