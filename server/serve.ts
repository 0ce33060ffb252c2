/**
 * The Node HTTP server around the app: bounded waits for slow clients, and the answers Node itself
 * gives to requests it cannot parse (400, 408, 413, 431) carry the same security headers as the app's.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";

import { serve } from "@hono/node-server";

import { commonHeaders } from "./security.ts";

export interface Timeouts {
  /** The request line and headers must arrive within this. */
  headersTimeout: number;
  /** The whole request, body included (Node's default is 300 s: a slow-body client could hold a socket that long). */
  requestTimeout: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeout: number;
  /** How often Node checks the two request timeouts; they fire up to this much late. */
  connectionsCheckingInterval: number;
}

/** A 1 MB form over a slow mobile link fits in 30 s; headers are tiny and get 10 s. */
export const TIMEOUTS: Timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

const NODE_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/** The raw HTTP answer to a request Node refused before the app saw it. */
function clientErrorResponse(code: string | undefined): string {
  const [status, reason] = NODE_ERRORS[code ?? ""] ?? [400, "Bad Request"];
  const body = `${status} ${reason}\n`;
  const headers = {
    ...commonHeaders,
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Mirrors Node's own handler: answer only while no answer has started, otherwise just close. */
function onClientError(error: Error & { code?: string }, socket: Socket) {
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}

export function startServer(
  {
    fetch,
    port,
    hostname,
    timeouts = TIMEOUTS,
  }: {
    fetch: (request: Request, env: unknown) => Response | Promise<Response>;
    port: number;
    hostname: string;
    timeouts?: Timeouts;
  },
  onListen?: (info: { port: number }) => void,
): Server {
  const { keepAliveTimeout, ...requestLimits } = timeouts;
  const server = serve({ fetch, port, hostname, serverOptions: requestLimits }, onListen) as Server;
  server.keepAliveTimeout = keepAliveTimeout;
  server.on("clientError", onClientError);
  return server;
}
