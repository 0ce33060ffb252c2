/**
 * The server's own settings (the site's build configuration lives in app/config): read once at
 * start-up; every problem is reported in one message that names the variable.
 */
import { isLoopbackHost, parseTrustedProxies } from "./client.ts";

type Env = Record<string, string | undefined>;

const MIN_PASSWORD_LENGTH = 12;

export interface InboxSettings {
  /** Folder of the JSON-lines file. */
  dir: string;
  /** Accepted submissions per client per window (every POST counts). */
  rateLimit: { limit: number; windowMs: number };
  /** Basic-auth password for /inbox; empty: loopback clients only. */
  password: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  inbox: InboxSettings;
  /** TRUST_PROXY as written (empty: no proxy is trusted). */
  trustProxy: string;
  trusts: (address: string) => boolean;
}

export class ConfigError extends Error {}

/**
 * PORT, HOST, BUILD_DIR, INBOX_DIR, INBOX_RATE_LIMIT, INBOX_RATE_WINDOW_MS, INBOX_PASSWORD and TRUST_PROXY.
 * `usesInbox`: the local inbox is mounted, so it must not face other machines without its password.
 */
export function readServerConfig(env: Env, { usesInbox = true } = {}): ServerConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const whole = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (/^\d+$/.test(raw) && n >= min && n <= max) return n;
    problems.push(`${name}=${JSON.stringify(raw)}: must be a whole number from ${min} to ${max}`);
    return fallback;
  };

  const port = whole("PORT", 3000, 0, 65535);
  const host = text("HOST", "localhost");
  const password = env.INBOX_PASSWORD ?? "";
  if (password && password.length < MIN_PASSWORD_LENGTH)
    problems.push(`INBOX_PASSWORD: must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  const trustProxy = text("TRUST_PROXY", "");
  const { trusts, invalid } = parseTrustedProxies(trustProxy);
  if (invalid.length)
    problems.push(
      `TRUST_PROXY: ${invalid.map((e) => JSON.stringify(e)).join(", ")} is not an address, a CIDR range or "loopback"`,
    );

  // The inbox page is for whoever runs the server on this machine. Once other machines can reach the
  // server (a public HOST, or a proxy in front), only the password keeps the leads private.
  const exposed = !isLoopbackHost(host) || trustProxy !== "";
  if (usesInbox && exposed && !password)
    problems.push(
      `INBOX_PASSWORD: the local inbox would face other machines (HOST=${host}${trustProxy ? `, TRUST_PROXY=${trustProxy}` : ""}) without a password. ` +
        `Set INBOX_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters), configure real providers (FORM_ENDPOINT, EMAILJS_ORIGIN), or serve on HOST=localhost.`,
    );

  const config: ServerConfig = {
    port,
    host,
    buildDir: text("BUILD_DIR", "build"),
    inbox: {
      dir: text("INBOX_DIR", "data/inbox"),
      rateLimit: { limit: whole("INBOX_RATE_LIMIT", 60, 1), windowMs: whole("INBOX_RATE_WINDOW_MS", 60_000, 1) },
      password,
    },
    trustProxy,
    trusts,
  };
  if (problems.length) throw new ConfigError(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  return config;
}
