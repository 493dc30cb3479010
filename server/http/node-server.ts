import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import type { MessageDescriptor } from "@lingui/core";
import type { ApiErrorBody } from "../../domain/http/api-error.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { detectLocale, LANGUAGE_COOKIE, parseAcceptLanguage, readCookie } from "../../domain/shared/locale.ts";
import { CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_S } from "../env.ts";
import { translatorFor } from "./i18n.ts";

/**
 * The HTTP server's own bounds (decision 071), set before any request reaches the app: how long
 * a request's headers and body may take to arrive, how big its headers may be, how many
 * connections one address may hold open. What Node answers itself (a request too slow, headers
 * too large, bytes that are no HTTP) is JSON `{ code, message }` like every other error.
 */
export type ServerLimits = {
  /** Time for a request's headers, and for the whole request with its body, to arrive. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Headers larger than this are answered 431. */
  maxHeaderBytes: number;
  /** Connections one address may hold open at once; 0 for no limit (behind a proxy that limits). */
  connectionsPerAddress: number;
  /** How often Node checks the request timeouts. */
  checkIntervalMs: number;
};

export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Node's default, named: a session cookie and a few more fit many times over. */
export const MAX_HEADER_BYTES = 16 * 1024;
const TIMEOUT_CHECK_MS = 1_000;
/** How long a refused or answered connection is kept reading before it is closed (no reset). */
const LINGER_MS = 2_000;

export const defaultServerLimits: ServerLimits = {
  requestTimeoutMs: REQUEST_TIMEOUT_S * 1000,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  maxHeaderBytes: MAX_HEADER_BYTES,
  connectionsPerAddress: CONNECTIONS_PER_ADDRESS,
  checkIntervalMs: TIMEOUT_CHECK_MS,
};

type Fetch = Parameters<typeof serve>[0]["fetch"];

/** The language of a request Node could not hand to the app: read from its raw bytes if they got that far. */
function rawLocale(raw: Buffer | undefined) {
  const text = raw?.toString("latin1") ?? "";
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*([^\\r\\n]*)`, "im").exec(text)?.[1];
  return detectLocale({
    cookie: readCookie(header("cookie"), LANGUAGE_COOKIE),
    languages: parseAcceptLanguage(header("accept-language")),
  });
}

function errorJson(code: string, descriptor: MessageDescriptor, raw?: Buffer): string {
  const body: ApiErrorBody = { code, message: translatorFor(rawLocale(raw))(descriptor) };
  return JSON.stringify(body);
}

/** What Node's parser or timers refused, as the status and code the caller gets. */
function clientErrorAnswer(error: NodeJS.ErrnoException): [number, string, MessageDescriptor] {
  if (error.code === "HPE_HEADER_OVERFLOW") return [431, "headers_too_large", httpMessages.headersTooLarge];
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "request_timeout", httpMessages.requestTimeout];
  return [400, "bad_request", httpMessages.badRequest];
}

/** Ends a socket after an answer, reading (and dropping) what the client still sends, so it is not reset. */
function endAndLinger(socket: Socket, answer: string) {
  socket.end(answer);
  socket.resume();
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once("close", () => clearTimeout(linger));
}

/**
 * Starts the HTTP server with the limits: `serve()` of @hono/node-server over Node's http server.
 */
export function startServer(
  options: { fetch: Fetch; port: number; hostname?: string; limits?: Partial<ServerLimits> },
  listening?: Parameters<typeof serve>[1],
): ServerType {
  const limits = { ...defaultServerLimits, ...options.limits };
  const refused = new WeakSet<Socket>();
  const answered = new WeakSet<Socket>();

  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        maxHeaderSize: limits.maxHeaderBytes,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
      createServer: ((
        serverOptions: Parameters<typeof createServer>[0],
        app: (req: IncomingMessage, res: ServerResponse) => void,
      ) =>
        createServer(serverOptions, (req, res) => {
          if (!refused.has(req.socket)) return app(req, res);
          // Over the address's connection limit: a JSON 503 on this connection, which then closes.
          const body = errorJson("too_many_connections", httpMessages.tooManyConnections);
          res.shouldKeepAlive = false;
          res.writeHead(503, {
            "content-type": "application/json; charset=UTF-8",
            "content-length": Buffer.byteLength(body),
            "cache-control": "no-store",
            "retry-after": "1",
          });
          res.end(body);
        })) as typeof createServer,
    },
    listening,
  );

  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (limits.connectionsPerAddress > 0 && count > limits.connectionsPerAddress) {
      refused.add(socket);
      // It gets its answer if it sends a request soon; it does not hold its place for long.
      const close = setTimeout(() => socket.destroy(), LINGER_MS);
      close.unref();
      socket.once("close", () => clearTimeout(close));
    }
  });

  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // Once per connection: the parser reports each further chunk of a connection it gave up on.
    if (answered.has(socket)) return;
    answered.add(socket);
    const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code, descriptor] = clientErrorAnswer(error);
    const body = errorJson(code, descriptor, error.rawPacket);
    const reason =
      status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
    endAndLinger(
      socket,
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
