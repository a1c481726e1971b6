// The GitHub REST fake: start it, seed and inspect its state, inject faults.
export { startGitHubFake, type GitHubFake, type GitHubFakeOptions, type InvalidRequest, type InvalidResponse, type RecordedRequest } from "./server.js";
export { primaryRateLimit, secondaryRateLimit, type Fault } from "./faults.js";
export { seedFromEvent } from "./seed.js";
export { fakeSha, GitHubState, type Artifact, type Issue, type Permission, type PullFile, type WorkflowJob, type WorkflowJobStep, type WorkflowRunRecord, type WorkflowRunSeed } from "./state.js";
export type { RefResolver } from "./context.js";
export { gitPeer, type Comparison, type GitCommit, type GitIdentity, type GitPeer, type GitRun } from "./git-peer.js";
