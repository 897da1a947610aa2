// The help texts. A test checks that every option the parser knows is listed here.

/** `templint --help`. */
export const USAGE = `Usage: templint [options] [file|dir|glob]...
       templint init [--base-url <url>]
       templint catalog pull --base-url <url> [--out <file>]
       templint preview <file>... [-o <out.html>]

Lints chat message template payloads (JSON files holding one create request or an array of them).
A directory is walked for the files that hold create requests (other JSON is skipped without a word),
or for the config's "files" globs. A file named on the command line is linted when those would lint it;
otherwise it gets ESLint's "File ignored..." warning. Each file's config is the nearest
templint.config.json from its folder up; .gitignore files are honored. With --stdin, "-", or no file
and a pipe, reads JSON from standard input.

Options:
  -f, --format <name>          stylish (default), json, sarif or github
  -o, --output-file <file>     write the report to a file instead of standard output
  -c, --config <file>          config JSON for every file (default: the nearest templint.config.json,
                               from each file's folder up)
      --catalog <file>         catalog JSON (default: the config's, else the bundled example catalog)
      --existing-names <file>  JSON array of template names already used (enables template-name-unique)
      --flow-ids <file>        JSON array of Flow ids that exist (enables flow-id-known)
      --existing-templates <file>  the account's templates (template records or create requests):
                               names and wordings are compared with them
      --deleted-names <file>   JSON array of names deleted recently (enables template-name-deleted)
      --rule <id:severity>     set a rule to off, warn (or warning), error, 0, 1 or 2 (repeatable)
      --locale <code>          language of the messages: en, pt-BR, es, hi or id (default: LC_ALL,
                               LC_MESSAGES or LANG when it names one of them, else en)
      --ignore-pattern <glob>  skip files and folders matching the glob, like the config's "ignores"
                               (repeatable; "!glob" lints them again)
      --no-ignore              ignore nothing: not the default folders, .gitignore, "ignores" or
                               --ignore-pattern
      --stdin                  lint standard input (the patterns are not read)
      --stdin-filename <name>  the name standard input is shown, configured and ignored as
      --print-config <file>    print the settings that apply to the file, as JSON, and exit
      --list-rules             list every rule with its default severity, and exit
  -q, --quiet                  report errors only
      --fix                    apply certain fixes to the files, keeping their formatting
      --fix-dry-run            print the fixes as a diff instead of writing them (the fixed text is
                               "output" in -f json); standard input takes this, not --fix
      --fix-outside-cwd        let --fix write a file a symbolic link takes outside the working directory
      --max-warnings <n>       exit 1 when there are more than n warnings (-1: no limit)
      --color, --no-color      force colored or plain output (default: colored on a terminal that
                               supports it; FORCE_COLOR and NO_COLOR are honored)
      --no-warn-ignored        no warning for a named file that is ignored or not configured
      --no-error-on-unmatched-pattern
                               a pattern that lints no file is not an error
      --stats                  add each file's lint time to -f json results ("stats")
      --concurrency <n|auto|off>
                               lint in n worker threads (auto: half the cores, when each thread
                               gets 50 files); the output is the same as without (default: off)
      --cache                  keep each file's result for the next run, keyed by its content and
                               settings; only changed files are linted again
      --cache-location <path>  the cache file (default: .templintcache)
      --debug                  say on standard error which configs and files the run uses
      --env-info               print the Node.js and templint versions and the platform, and exit
  -v, --version                print the version
  -h, --help                   print this help

Commands (their own --help lists their options):
  init                         write templint.config.json; pulls the catalog too when TEMPLINT_API_KEY
                               is set and --base-url is given
  catalog pull                 fetch your account's catalog (the key from TEMPLINT_API_KEY)
  preview                      write a standalone HTML page showing each request as the recipient sees
                               it, with its problems beside it

Examples:
  templint .                                      lint the templates under the working directory
  templint "templates/**/*.json" --max-warnings 0 fail on warnings too (quote globs)
  templint --fix templates/                       apply certain fixes
  templint -f json -o report.json .               a report for another tool
  templint --rule template-name-derived:off .     turn one rule off
  cat payload.json | templint --stdin --stdin-filename templates/payload.json
  cat payload.json | templint --stdin --fix-dry-run -f json     the fixed text in "output"
  TEMPLINT_API_KEY=... templint catalog pull --base-url https://api.example.com --out templint.catalog.json
  templint preview templates/welcome.json -o welcome.html

Exit codes (as ESLint's): 0 no errors; 1 lint errors, invalid JSON included (or too many warnings);
2 usage error, a pattern that lints no file, a file or folder that cannot be read or written.
`;

/** `templint catalog pull --help`. */
export const CATALOG_PULL_USAGE = `Usage: templint catalog pull --base-url <url> [--out <file>] [-c <config>]

Fetches your account's lookup lists with @templint/client and writes them as a catalog (sorted, pretty
JSON, stable for diffs) to --out, or to standard output. The API key is read from the environment
variable TEMPLINT_API_KEY only; it is never printed or written. Lookup names the mapping does not know are
listed on standard error with the kind they fell back to: map them in the config's "catalogMapping".

Options:
      --base-url <url>   the API's base URL (https://, or http:// on a loopback host)
      --out <file>       write the catalog here (default: standard output)
  -c, --config <file>    config JSON whose "catalogMapping" is used (default: the nearest templint.config.json)
  -h, --help             print this help

Example:
  TEMPLINT_API_KEY=... templint catalog pull --base-url https://api.example.com --out templint.catalog.json
`;

/** `templint init --help`. */
export const INIT_USAGE = `Usage: templint init [--base-url <url>]

Writes templint.config.json in the working directory, with "files" globs for the folders that hold
templates (templates/**/*.json when none is found yet). With --base-url and the environment variable
TEMPLINT_API_KEY set, also pulls your account's catalog into templint.catalog.json and names it in the
config. An existing config is never overwritten.

Options:
      --base-url <url>   the API's base URL, to pull the catalog
  -h, --help             print this help
`;

/** `templint preview --help`. */
export const PREVIEW_USAGE = `Usage: templint preview <file>... [-o <out.html>]

Writes a standalone HTML page per file showing every request in it as the recipient sees it, with
templint's diagnostics beside each preview. One file: the page goes to -o, or to standard output.
Several files: -o names a directory, and each page there is named after the file's path from the
working directory (templates/welcome.json: templates_welcome.html). "-" is standard input.

Options:
  -o, --output-file <path>   the page (one file) or the directory of pages (several files)
      --catalog <file>       catalog JSON (default: the config's, else the bundled example catalog)
  -c, --config <file>        config JSON (default: the nearest templint.config.json)
      --theme <name>         light (default), dark or auto
      --locale <code>        the page's language: en, pt-BR, es, hi or id (default: the environment's, else en)
  -h, --help                 print this help
`;
