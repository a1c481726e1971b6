import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

// Who may run the agent's commands as another user, and that user. Everything runs through argv.

export const AGENT_USER = "repo-agent";

/** How this process gets another user's rights: it is root, or it has passwordless sudo. */
export type Privilege = "root" | "sudo";

export interface AgentUser {
  uid: number;
  gid: number;
  name: string;
}

export interface ExecResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs argv; resolves with the exit code (127 when the program is missing), never rejects. */
export function execArgv(argv: string[], options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<ExecResult> {
  return new Promise((resolve) => {
    execFile(argv[0], argv.slice(1), { ...options, env: options.env ?? { PATH: process.env.PATH ?? "/usr/bin:/bin" }, encoding: "utf8" }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === "number" ? Number((error as { code: number }).code) : 127) : 0;
      resolve({ code, stdout, stderr: stderr || (error && code === 127 ? error.message : "") });
    });
  });
}

/** argv run with this process's privilege: as is when root, through `sudo -n` otherwise. */
export function privilegedArgv(privilege: Privilege, argv: string[]): string[] {
  return privilege === "root" ? argv : ["sudo", "-n", "--", ...argv];
}

/** argv run as the agent user (`sudo -n -u <name> --` when not root; root spawns with uid/gid). */
export function asUserArgv(privilege: Privilege, user: AgentUser, argv: string[]): string[] {
  return privilege === "root" ? argv : ["sudo", "-n", "-u", user.name, "--", ...argv];
}

export async function runPrivileged(privilege: Privilege, argv: string[]): Promise<ExecResult> {
  return execArgv(privilegedArgv(privilege, argv));
}

export async function runAsUser(privilege: Privilege, user: AgentUser, argv: string[]): Promise<ExecResult> {
  return privilege === "root" ? execArgv(argv, { uid: user.uid, gid: user.gid, cwd: "/" }) : execArgv(asUserArgv(privilege, user, argv), { cwd: "/" });
}

/** root, passwordless sudo, or why neither is available. */
export async function detectPrivilege(): Promise<Privilege | { unavailable: string }> {
  if (process.platform !== "linux") return { unavailable: `the runner is ${process.platform}, not Linux` };
  if (process.getuid?.() === 0) return "root";
  const sudo = await execArgv(["sudo", "-n", "true"]);
  if (sudo.code === 0) return "sudo";
  return { unavailable: "the action is not root and has no passwordless sudo" };
}

/** The user's line in /etc/passwd (where useradd puts system users); saves two processes at start-up. */
function fromPasswd(name: string): AgentUser | undefined {
  let text: string;
  try {
    text = readFileSync("/etc/passwd", "utf8");
  } catch {
    return undefined;
  }
  for (const line of text.split("\n")) {
    const [user, , uid, gid] = line.split(":");
    if (user === name && /^\d+$/.test(uid ?? "") && /^\d+$/.test(gid ?? "")) return { uid: Number(uid), gid: Number(gid), name };
  }
  return undefined;
}

export async function lookup(name: string): Promise<AgentUser | undefined> {
  const local = fromPasswd(name);
  if (local) return local;
  // Users from other name services (LDAP, sssd) only `id` knows.
  const uid = await execArgv(["id", "-u", name]);
  const gid = await execArgv(["id", "-g", name]);
  if (uid.code !== 0 || gid.code !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
}

/**
 * The dedicated system user, created when missing. Throws when it cannot be created.
 * A user with uid 0 or this process's uid would isolate nothing, so it is refused.
 */
export async function ensureAgentUser(privilege: Privilege, name = AGENT_USER): Promise<AgentUser> {
  let user = await lookup(name);
  if (!user) {
    await runPrivileged(privilege, ["useradd", "--system", "--no-create-home", "--user-group", "--shell", "/usr/sbin/nologin", name]);
    // A concurrent run may have created it first; either way it is looked up again. Never
    // `nobody`: other runs and the machine's daemons may share it, and all its processes are ended.
    user = await lookup(name);
  }
  if (!user) throw new Error(`could not create the user ${name} (useradd failed)`);
  if (user.uid === 0 || user.uid === process.getuid?.()) throw new Error(`the user ${user.name} has uid ${user.uid}, which is not a separate user`);
  await denyScheduling(privilege, user.name);
  return user;
}

/**
 * cron and at, where installed, would start the agent's commands after its processes were ended,
 * so its user may not use them. Only where a deny list rules: an allow list leaves the user out
 * already, and without /etc/at.deny only root may use at. Read first: once listed, nothing runs.
 */
async function denyScheduling(privilege: Privilege, name: string): Promise<void> {
  const listed = (file: string) => {
    try {
      return readFileSync(file, "utf8").split("\n").includes(name);
    } catch {
      return false;
    }
  };
  const cron = existsSync("/etc/cron.allow") ? [] : ["/etc/cron.deny"];
  const at = !existsSync("/etc/at.allow") && existsSync("/etc/at.deny") ? ["/etc/at.deny"] : [];
  const missing = [...cron, ...at].filter((f) => !listed(f));
  if (!missing.length) return;
  const script = 'for f in "$@"; do grep -qxF -- "$0" "$f" 2>/dev/null || printf "%s\\n" "$0" >> "$f" || exit 1; done';
  const result = await runPrivileged(privilege, ["sh", "-c", script, name, ...missing]);
  if (result.code !== 0) throw new Error(`could not keep ${name} from cron and at (${missing.join(", ")}): ${result.stderr.trim().split("\n")[0]}`);
}
