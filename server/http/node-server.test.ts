import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { startServer } from "./node-server.ts";

/**
 * The real HTTP server on loopback (decision 071), with short bounds so a test takes a second:
 * a request that arrives too slowly is cut with a JSON 408, headers too large get a JSON 431
 * (never a reset), and one address cannot hold more than its share of connections.
 */
const TIMEOUT_MS = 600;
const PER_ADDRESS = 4;
let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = startServer({
    fetch: t.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    limits: { requestTimeoutMs: TIMEOUT_MS, checkIntervalMs: 100, connectionsPerAddress: PER_ADDRESS },
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

type Exchange = { text: string; ms: number; reset: boolean };

/** Opens a raw connection, lets `talk` write on it, and collects the answer until the server closes it. */
function exchange(talk: (socket: Socket) => void, giveUpMs = 8000): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let reset = false;
    const done = () => resolve({ text: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started, reset });
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
    });
    socket.on("close", () => {
      clearTimeout(giveUp);
      done();
    });
    socket.on("connect", () => talk(socket));
  });
}

/** Writes `text` one byte every `gapMs` until the socket closes. */
function trickle(socket: Socket, text: string, gapMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] ?? "", () => {});
  }, gapMs);
  socket.on("close", () => clearInterval(timer));
}

function jsonAnswer(exchange: Exchange) {
  const [head = "", body = ""] = exchange.text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head, body: JSON.parse(body) as { code: string; message: string } };
}

describe("the HTTP server's bounds", () => {
  it("cuts a request whose body arrives too slowly with a JSON 408, at the bound", async () => {
    const result = await exchange((socket) => {
      socket.write(
        "POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          "Content-Length: 200\r\n\r\n",
      );
      trickle(socket, `{"email":"${"a".repeat(180)}@baikal.ru"}`, 50);
    });
    const answer = jsonAnswer(result);
    expect(answer.status).toBe(408);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body.code).toBe("request_timeout");
    expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("cuts a request whose headers arrive too slowly", async () => {
    const result = await exchange((socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      trickle(socket, `X-Slow: ${"b".repeat(200)}\r\n\r\n`, 50);
    });
    expect(jsonAnswer(result).status).toBe(408);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("answers headers over 16 KB, and far over, with a JSON 431 in the caller's language, never a reset", async () => {
    for (const size of [20 * 1024, 1024 * 1024]) {
      const result = await exchange((socket) => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ru\r\nCookie: big=${"c".repeat(size)}\r\n\r\n`,
          () => {},
        );
      });
      const answer = jsonAnswer(result);
      expect(answer.status, `${size}`).toBe(431);
      expect(answer.body.code).toBe("headers_too_large");
      expect(answer.body.message).toMatch(/[А-Яа-я]/);
      expect(result.reset, `${size}`).toBe(false);
    }
  });

  it("answers bytes that are no HTTP with a JSON 400", async () => {
    const result = await exchange((socket) => socket.write("HELLO THERE\r\n\r\n"));
    const answer = jsonAnswer(result);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("bad_request");
  });

  it(`lets one address hold ${PER_ADDRESS} connections; the next gets a JSON 503, and room again once one closes`, async () => {
    const held: Socket[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) {
      const socket = connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      held.push(socket);
    }
    try {
      const refused = await exchange((socket) => socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n"));
      const answer = jsonAnswer(refused);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe("too_many_connections");
      const first = held.shift();
      await new Promise<void>((resolve) => {
        first?.once("close", () => resolve());
        first?.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
