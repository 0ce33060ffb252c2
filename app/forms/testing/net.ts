/** Test doubles for the network: a fetch that records each call and answers as told. */
import { vi } from "vitest";

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Multipart bodies as [name, value] pairs, JSON bodies parsed. */
  body: unknown;
}

type Answer = Response | "network-error" | "hang";

export function mockFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      url: String(input),
      method: init.method ?? "GET",
      headers,
      body:
        body instanceof FormData
          ? [...body.entries()].map(([k, v]) => [k, String(v)])
          : typeof body === "string"
            ? JSON.parse(body)
            : body,
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      });
    }
    return answer.clone();
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls };
}

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });
export const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain" } });
