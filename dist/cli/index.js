var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/version.ts

const VERSION = package_namespaceObject.rE;

;// CONCATENATED MODULE: ./src/cli/main.ts

const HELP = `repo-agent ${VERSION} - a pi-compatible coding agent

Usage: repo-agent [options] [message...]

Options:
  -h, --help       Show this help and exit
  -v, --version    Print the version and exit

Running the agent from the command line arrives with the full CLI; today this build
provides the model layer used by the GitHub Action.
`;
function main(argv) {
    for (const arg of argv) {
        if (arg === "-h" || arg === "--help") {
            process.stdout.write(HELP);
            return 0;
        }
        if (arg === "-v" || arg === "--version") {
            process.stdout.write(`${VERSION}\n`);
            return 0;
        }
        if (arg.startsWith("-")) {
            process.stderr.write(`repo-agent: unknown option ${arg}; see repo-agent --help\n`);
            return 2;
        }
    }
    process.stderr.write("repo-agent: running a prompt is not available in this build yet; see repo-agent --help\n");
    return 2;
}
process.exitCode = main(process.argv.slice(2));

