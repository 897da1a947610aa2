// `@templint/lint/cli`: the `templint` command as a function, for scripts that run it in process. It is
// the one entry that ties core, the text library, the client and the preview together.
export { runCli, type CliIo } from './cli/run.js';
