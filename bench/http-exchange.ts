/**
 * A load's requests through node:http with kept-alive sockets, for the sections whose many clients
 * share the bench's process with their own bookkeeping (bench/buyers.ts): it costs the client about
 * half the CPU of `fetch`, which the server under test shares the machine's cores with, and leaves
 * less of the client's own queueing in the times measured.
 */
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, decompressed. */
  body: Buffer;
}

export type Exchange = (
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<Answer>;

function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === "br") {
    return brotliDecompressSync(body);
  }
  return encoding === "gzip" ? gunzipSync(body) : body;
}

/** An exchange over at most `sockets` kept-alive connections. */
export function httpExchange(sockets: number): { exchange: Exchange; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const exchange: Exchange = (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const sent = request(url, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const encoding = response.headers["content-encoding"];
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: decoded(encoding, Buffer.concat(chunks)),
            });
          } catch (error) {
            reject(error);
          }
        });
      });
      sent.on("error", reject);
      sent.end(body);
    });
  return { exchange, close: () => agent.destroy() };
}
