import { createHash } from "node:crypto";

/** Repository roles as GitHub names them (`role_name`); `none` means no access. */
export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface User {
  login: string;
  id: number;
  type: "User" | "Bot" | "Organization";
}

export interface PullData {
  id: number;
  head: { ref: string; sha: string; owner: string };
  base: { ref: string; sha: string };
  draft: boolean;
  merged: boolean;
  maintainerCanModify: boolean;
  /** Files as `pulls.listFiles` returns them; undefined until a test sets them. */
  files?: PullFile[];
}

/** An issue; a pull request is an issue with `pull` set, sharing the number sequence as on GitHub. */
export interface Issue {
  number: number;
  id: number;
  title: string;
  body: string | null;
  user: User;
  state: "open" | "closed";
  stateReason: "completed" | "not_planned" | "reopened" | null;
  labels: string[];
  locked: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  pull?: PullData;
}

export interface IssueComment {
  id: number;
  issueNumber: number;
  body: string;
  user: User;
  createdAt: string;
  updatedAt: string;
}

export type ReactionContent = "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";

export interface Reaction {
  id: number;
  subject: { kind: "issue"; number: number } | { kind: "comment"; id: number };
  content: ReactionContent;
  user: User;
  createdAt: string;
}

export interface PullFile {
  filename: string;
  status?: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  patch?: string;
  previous_filename?: string;
  additions?: number;
  deletions?: number;
}

export interface Review {
  id: number;
  pullNumber: number;
  user: User;
  body: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "PENDING";
  commitId: string;
  submittedAt: string | null;
}

export interface ReviewComment {
  id: number;
  pullNumber: number;
  reviewId: number;
  user: User;
  body: string;
  path: string;
  line: number | null;
  side: "LEFT" | "RIGHT" | null;
  startLine: number | null;
  startSide: "LEFT" | "RIGHT" | null;
  position: number | null;
  inReplyToId?: number;
  commitId: string;
  diffHunk: string;
  createdAt: string;
  updatedAt: string;
}

export interface Artifact {
  id: number;
  name: string;
  sizeInBytes: number;
  runId: number;
  headBranch: string;
  headSha: string;
  /** The repository of the run's head: a fork's id for a run of a fork's pull request. */
  headRepositoryId?: number;
  digest: string | null;
  expired: boolean;
  createdAt: string;
  expiresAt: string;
}

export interface WorkflowJobStep {
  name: string;
  number: number;
  status: "completed" | "in_progress" | "queued";
  conclusion: "success" | "failure" | "skipped" | "cancelled" | null;
}

export interface WorkflowJob {
  id: number;
  runId: number;
  /** A re-run of a job keeps its name; jobs of one run with the same name are attempts of one job. */
  name: string;
  status: "completed" | "in_progress" | "queued";
  conclusion: "success" | "failure" | "cancelled" | "timed_out" | "skipped" | null;
  steps: WorkflowJobStep[];
  /** The raw job log text, as GitHub serves it. */
  log: string;
}

/** A workflow run as the runs/jobs API lists it (unrelated to the artifact service's run ids). */
export interface WorkflowRunRecord {
  id: number;
  name: string;
  workflowId: number;
  headBranch: string;
  headSha: string;
  event: string;
  status: "completed" | "in_progress" | "queued";
  conclusion: "success" | "failure" | "timed_out" | "cancelled" | "skipped" | null;
  /** The repository of the run's head: the fork's id for runs of a fork's pull request. */
  headRepositoryId: number;
  runAttempt: number;
  createdAt: string;
  /** In the order they were added; see handlers-runs.ts for how `filter=latest` reads them. */
  jobs: WorkflowJob[];
}

/** What `addWorkflowRun` takes: ids, attempt, time, status, event and head repository default. */
export type WorkflowRunSeed = Omit<WorkflowRunRecord, "jobs" | "id" | "workflowId" | "runAttempt" | "createdAt" | "status" | "event" | "headRepositoryId"> &
  Partial<Pick<WorkflowRunRecord, "id" | "workflowId" | "runAttempt" | "createdAt" | "status" | "event" | "headRepositoryId">> & {
    jobs?: (Omit<WorkflowJob, "id" | "runId"> & { id?: number })[];
  };

/** The `workflow_id` of runs added without one. */
export const DEFAULT_WORKFLOW_ID = 159038;

export interface RepoInfo {
  id: number;
  owner: User;
  name: string;
  defaultBranch: string;
  private: boolean;
}

/** GitHub timestamps carry whole seconds. */
export const timestamp = (d = new Date()) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** A stable 40-hex commit id for a branch name, for when no git peer supplies the real one. */
export const fakeSha = (seed: string) => createHash("sha1").update(seed).digest("hex");

// Real GitHub ids of different kinds never collide and comment ids are far from issue numbers;
// separate ranges here make "passed the issue number where a comment id belongs" fail loudly.
const ID_BASE = {
  issue: 1_100_000_000,
  comment: 2_200_000_000,
  pull: 3_300_000_000,
  reaction: 4_400_000_000,
  review: 5_500_000_000,
  reviewComment: 6_600_000_000,
  artifact: 7_700_000_000,
  label: 8_800_000_000,
  user: 9_000_000,
  workflowRun: 30_000_000,
  workflowJob: 40_000_000,
};
type IdKind = keyof typeof ID_BASE;

/** The in-memory repository behind the fake; tests seed and inspect it directly. */
export class GitHubState {
  readonly repo: RepoInfo;
  readonly issues = new Map<number, Issue>();
  readonly comments = new Map<number, IssueComment>();
  readonly reactions: Reaction[] = [];
  readonly reviews: Review[] = [];
  readonly reviewComments: ReviewComment[] = [];
  readonly artifacts: Artifact[] = [];
  /** Workflow runs for the runs/jobs API, in the order added (GitHub lists them newest first). */
  readonly workflowRuns: WorkflowRunRecord[] = [];
  readonly labels = new Map<string, { id: number; name: string; color: string; description: string | null }>();
  readonly permissions = new Map<string, Permission>();
  defaultPermission: Permission;
  private readonly users = new Map<string, User>();
  private readonly counters = new Map<IdKind, number>();
  private lastNumber = 0;
  private lastRunCreated = 0;

  constructor(repo: { owner: string; name: string; defaultBranch: string; private: boolean; id?: number }, defaultPermission: Permission) {
    this.repo = { id: repo.id ?? 1296269, owner: this.user(repo.owner), name: repo.name, defaultBranch: repo.defaultBranch, private: repo.private };
    this.defaultPermission = defaultPermission;
  }

  nextId(kind: IdKind): number {
    const n = (this.counters.get(kind) ?? ID_BASE[kind]) + 1;
    this.counters.set(kind, n);
    return n;
  }

  /** The user for a login, created on first sight; `...[bot]` logins are bots. */
  user(login: string, id?: number): User {
    let u = this.users.get(login.toLowerCase());
    if (!u) {
      const type = login.endsWith("[bot]") ? "Bot" : "User";
      u = { login, id: id ?? (login === "github-actions[bot]" ? 41898282 : this.nextId("user")), type };
      this.users.set(login.toLowerCase(), u);
    } else if (id !== undefined) u.id = id;
    return u;
  }

  setPermission(login: string, permission: Permission): void {
    this.permissions.set(login.toLowerCase(), permission);
  }

  permissionOf(login: string): Permission {
    if (login.toLowerCase() === this.repo.owner.login.toLowerCase()) return "admin";
    return this.permissions.get(login.toLowerCase()) ?? this.defaultPermission;
  }

  /** Adds an issue (number: next free one unless given; later numbers continue after it). */
  addIssue(seed: {
    title: string;
    body?: string | null;
    user?: string;
    number?: number;
    id?: number;
    state?: "open" | "closed";
    labels?: string[];
  }): Issue {
    const number = seed.number ?? this.lastNumber + 1;
    if (this.issues.has(number)) throw new Error(`github fake: issue #${number} already exists`);
    this.lastNumber = Math.max(this.lastNumber, number);
    const now = timestamp();
    const issue: Issue = {
      number,
      id: seed.id ?? this.nextId("issue"),
      title: seed.title,
      body: seed.body ?? null,
      user: this.user(seed.user ?? this.repo.owner.login),
      state: seed.state ?? "open",
      stateReason: seed.state === "closed" ? "completed" : null,
      labels: [...(seed.labels ?? [])],
      locked: false,
      createdAt: now,
      updatedAt: now,
      closedAt: seed.state === "closed" ? now : null,
    };
    for (const name of issue.labels) this.label(name);
    this.issues.set(number, issue);
    return issue;
  }

  /** Adds a pull request, as if opened by `user` (default: the repository owner). */
  addPull(seed: {
    head: string;
    base?: string;
    title: string;
    body?: string | null;
    user?: string;
    number?: number;
    draft?: boolean;
    state?: "open" | "closed";
    headSha?: string;
    baseSha?: string;
    headOwner?: string;
  }): Issue {
    const issue = this.addIssue({ title: seed.title, body: seed.body, user: seed.user, number: seed.number, state: seed.state });
    const base = seed.base ?? this.repo.defaultBranch;
    issue.pull = {
      id: this.nextId("pull"),
      head: { ref: seed.head, sha: seed.headSha ?? fakeSha(`head:${seed.head}`), owner: seed.headOwner ?? this.repo.owner.login },
      base: { ref: base, sha: seed.baseSha ?? fakeSha(`base:${base}`) },
      draft: seed.draft ?? false,
      merged: false,
      maintainerCanModify: false,
    };
    return issue;
  }

  addComment(seed: { issueNumber: number; body: string; user?: string; id?: number }): IssueComment {
    if (!this.issues.has(seed.issueNumber)) throw new Error(`github fake: no issue #${seed.issueNumber}`);
    const now = timestamp();
    const comment: IssueComment = {
      id: seed.id ?? this.nextId("comment"),
      issueNumber: seed.issueNumber,
      body: seed.body,
      user: this.user(seed.user ?? this.repo.owner.login),
      createdAt: now,
      updatedAt: now,
    };
    if (this.comments.has(comment.id)) throw new Error(`github fake: comment ${comment.id} already exists`);
    this.comments.set(comment.id, comment);
    return comment;
  }

  /** Comments of one issue or pull request, oldest first. */
  commentsOn(issueNumber: number): IssueComment[] {
    return [...this.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
  }

  pulls(): Issue[] {
    return [...this.issues.values()].filter((i) => i.pull);
  }

  setPullFiles(pullNumber: number, files: PullFile[]): void {
    const pull = this.issues.get(pullNumber)?.pull;
    if (!pull) throw new Error(`github fake: no pull request #${pullNumber}`);
    pull.files = files.map((f) => ({ ...f }));
  }

  reactionsOn(subject: Reaction["subject"]): Reaction[] {
    return this.reactions.filter((r) => JSON.stringify(r.subject) === JSON.stringify(subject));
  }

  addArtifact(seed: {
    name: string;
    sizeInBytes?: number;
    runId?: number;
    headBranch?: string;
    headSha?: string;
    headRepositoryId?: number;
    digest?: string | null;
    id?: number;
    expired?: boolean;
    createdAt?: Date;
    /** ISO time; default 90 days after creation. */
    expiresAt?: string;
  }): Artifact {
    const created = seed.createdAt ?? new Date();
    const artifact: Artifact = {
      id: seed.id ?? this.nextId("artifact"),
      name: seed.name,
      sizeInBytes: seed.sizeInBytes ?? 0,
      runId: seed.runId ?? 1,
      headBranch: seed.headBranch ?? this.repo.defaultBranch,
      headSha: seed.headSha ?? fakeSha(`run:${seed.runId ?? 1}`),
      headRepositoryId: seed.headRepositoryId,
      digest: seed.digest === undefined ? `sha256:${createHash("sha256").update(seed.name).digest("hex")}` : seed.digest,
      expired: seed.expired ?? false,
      createdAt: timestamp(created),
      expiresAt: timestamp(seed.expiresAt ? new Date(seed.expiresAt) : new Date(created.getTime() + 90 * 86_400_000)),
    };
    this.artifacts.push(artifact);
    return artifact;
  }

  /** Deletes an artifact, as `DELETE .../actions/artifacts/{id}` would; false when there is none. */
  removeArtifact(id: number): boolean {
    const i = this.artifacts.findIndex((a) => a.id === id);
    if (i >= 0) this.artifacts.splice(i, 1);
    return i >= 0;
  }

  /**
   * Adds a workflow run with its jobs. Run and job ids come from their own counters unless given
   * (and must be unique); `createdAt` defaults to now, in whole seconds, one second after the
   * previous defaulted run at least, so runs added in a row list in that order.
   */
  addWorkflowRun(seed: WorkflowRunSeed): WorkflowRunRecord {
    const id = seed.id ?? this.nextId("workflowRun");
    if (this.workflowRuns.some((r) => r.id === id)) throw new Error(`github fake: workflow run ${id} already exists`);
    let createdAt = seed.createdAt;
    if (createdAt === undefined) {
      const t = Math.max(Math.floor(Date.now() / 1000) * 1000, this.lastRunCreated + 1000);
      this.lastRunCreated = t;
      createdAt = timestamp(new Date(t));
    }
    const jobIds = new Set(this.workflowRuns.flatMap((r) => r.jobs.map((j) => j.id)));
    const jobs = (seed.jobs ?? []).map((j): WorkflowJob => {
      const jobId = j.id ?? this.nextId("workflowJob");
      if (jobIds.has(jobId)) throw new Error(`github fake: workflow job ${jobId} already exists`);
      jobIds.add(jobId);
      return { id: jobId, runId: id, name: j.name, status: j.status, conclusion: j.conclusion, steps: j.steps.map((s) => ({ ...s })), log: j.log };
    });
    const run: WorkflowRunRecord = {
      id,
      name: seed.name,
      workflowId: seed.workflowId ?? DEFAULT_WORKFLOW_ID,
      headBranch: seed.headBranch,
      headSha: seed.headSha,
      event: seed.event ?? "push",
      status: seed.status ?? "completed",
      conclusion: seed.conclusion,
      headRepositoryId: seed.headRepositoryId ?? this.repo.id,
      runAttempt: seed.runAttempt ?? 1,
      createdAt,
      jobs,
    };
    this.workflowRuns.push(run);
    return run;
  }

  /** The job of that id in any run, with its run. */
  workflowJob(id: number): { run: WorkflowRunRecord; job: WorkflowJob } | undefined {
    for (const run of this.workflowRuns) {
      const job = run.jobs.find((j) => j.id === id);
      if (job) return { run, job };
    }
    return undefined;
  }

  /** The repository label of that name, created (like GitHub does on first use) when missing. */
  label(name: string) {
    let l = this.labels.get(name.toLowerCase());
    if (!l) {
      l = { id: this.nextId("label"), name, color: "ededed", description: null };
      this.labels.set(name.toLowerCase(), l);
    }
    return l;
  }

  touch(issue: Issue): void {
    issue.updatedAt = timestamp();
  }
}
