/** The production server on a build, on a free loopback port, for the bench's runs; stopped when the bench ends. */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

const servers: ChildProcess[] = [];

/** Serves `buildDir` and answers its origin once the server answers. */
export async function serve(buildDir: string) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      BUILD_DIR: buildDir,
      INBOX_DIR: join(os.tmpdir(), "bench-inbox"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(server);
  const origin = `http://localhost:${port}`;
  await waitFor(origin);
  return origin;
}

export const stopServers = () => servers.forEach((s) => s.exitCode === null && s.kill("SIGTERM"));
process.on("exit", stopServers);
