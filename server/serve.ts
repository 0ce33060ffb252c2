/**
 * The Node HTTP server around the app: bounded waits for slow clients, and the answers given before the app
 * sees a request (Node's 400, 408, 413, 431 for what it cannot parse; the adapter's 400 for a request it cannot
 * turn into a URL) carry the same security headers as the app's.
 */
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";

import { getRequestListener, RequestError } from "@hono/node-server";

import { commonHeaders, NON_PAGE_CSP } from "./security.ts";

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

/** The headers of an answer given before the app saw the request: a short plain-text body. */
function refusalHeaders(security: Record<string, string>, body: string): Record<string, string> {
  return {
    ...security,
    "Content-Security-Policy": NON_PAGE_CSP,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
  };
}

/** A raw HTTP refusal, written to the socket by hand where Node gives no response object; the connection closes. */
function rawRefusal(
  [status, reason]: [number, string],
  security: Record<string, string>,
  extra: Record<string, string> = {},
): string {
  const body = `${status} ${reason}\n`;
  const headers = { ...refusalHeaders(security, body), ...extra, Connection: "close" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The raw HTTP answer to a request Node refused before the app saw it. */
const clientErrorResponse = (code: string | undefined, security: Record<string, string>) =>
  rawRefusal(NODE_ERRORS[code ?? ""] ?? [400, "Bad Request"], security);

/** This server is no proxy: a CONNECT, which Node hands over as a bare socket, is refused with a real answer. */
const onConnect = (security: Record<string, string>) => (_request: unknown, socket: Socket) => {
  socket.on("error", () => socket.destroy());
  socket.end(rawRefusal([405, "Method Not Allowed"], security, { Allow: "GET, HEAD, POST, OPTIONS" }));
};

/** Mirrors Node's own handler: answer only while no answer has started, otherwise just close. */
const onClientError = (security: Record<string, string>) => (error: Error & { code?: string }, socket: Socket) => {
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code, security));
};

/**
 * The adapter's answer when a request has no usable URL (a raw backslash in the path, `GET *`, a missing, empty
 * or odd Host): 400 with the security headers; anything else that escapes the app is a 500.
 */
const adapterError = (security: Record<string, string>) => (error: unknown) => {
  const [status, body] =
    error instanceof RequestError ? [400, "400 Bad Request\n"] : [500, "500 Internal Server Error\n"];
  if (status === 500) console.error("Server error outside the app", error);
  return new Response(body, { status, headers: refusalHeaders(security, body) });
};

export function startServer(
  {
    fetch,
    port,
    hostname,
    timeouts = TIMEOUTS,
    security = commonHeaders,
  }: {
    fetch: (request: Request, env: unknown) => Response | Promise<Response>;
    port: number;
    hostname: string;
    timeouts?: Timeouts;
    /** The headers every answer carries (the build's, which may add HSTS). */
    security?: Record<string, string>;
  },
  onListen?: (info: { port: number }) => void,
): Server {
  const { keepAliveTimeout, ...requestLimits } = timeouts;
  const listener = getRequestListener(fetch, { hostname, errorHandler: adapterError(security) });
  // HTTP/1.1 requires a Host (RFC 9112 §3.2); Node's own refusal carries no headers, so it is refused here.
  // An HTTP/1.0 request may omit it and is answered as this host.
  const server = createServer({ ...requestLimits, requireHostHeader: false }, (request, response) => {
    if (request.headers.host || request.httpVersion === "1.0") return listener(request, response);
    const body = "400 Bad Request\n";
    response.writeHead(400, refusalHeaders(security, body)).end(body);
  });
  server.keepAliveTimeout = keepAliveTimeout;
  server.on("clientError", onClientError(security));
  server.on("connect", onConnect(security));
  server.on("error", (error: NodeJS.ErrnoException) => {
    const reasons: Record<string, string> = {
      EADDRINUSE: `port ${port} on ${hostname} is already in use: stop what runs there or choose another PORT`,
      EACCES: `this user may not listen on port ${port}: choose a PORT above 1023`,
      EADDRNOTAVAIL: `${hostname} is not an address of this machine: check HOST`,
    };
    console.error(`The server cannot start: ${reasons[error.code ?? ""] ?? error.message}.`);
    process.exit(1);
  });
  server.listen(port, hostname, () => onListen?.({ port: (server.address() as { port: number }).port }));
  return server;
}
