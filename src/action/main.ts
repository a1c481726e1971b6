import * as core from "@actions/core";

// The action's run arrives with the action issue; until then it fails loudly rather than
// reporting a green check for work it did not do.
core.setOutput("conclusion", "failed");
core.setFailed("repo-agent: this build does not run the action yet; pin a released version of repo-agent.");
