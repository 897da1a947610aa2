import { ruleDescriptions, ruleSpecSections } from '@templint/core/meta';
import type { LintMessage, RelatedLocation } from '../lint-result.js';
import { isTextProblem, PARSE_ERROR_RULE_ID } from '../fatal-problem.js';
import { DUPLICATE_KEY_DESCRIPTION, DUPLICATE_KEY_RULE_ID } from '../duplicate-key-problem.js';
import type { FormatterFactory } from './formatter.js';
import { artifactLocation, directoryUri, reportFileNames, type PathFunctions } from './report-path.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/templint/templint';

/**
 * SARIF 2.1.0, as GitHub code scanning reads it: rule metadata with help links, one result per
 * message (text that is not valid JSON or UTF-8 too, under the rule id `parse-error`, so code scanning
 * shows it as an alert), and files that could not be read as tool execution notifications.
 */
export const sarif: FormatterFactory = ({ cwd, root = cwd, rules, version, path, realPath }) => {
  const named = reportFileNames(root, realPath, path);
  // After the rules: parse-error, then duplicate-key (the problems of the text itself).
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const parseErrorIndex = rules.length;
  ruleIndex.set(DUPLICATE_KEY_RULE_ID, rules.length + 1);
  const notifications: object[] = [];
  let failures = 0;
  let first = true;
  return {
    start() {
      const parseError = {
        id: PARSE_ERROR_RULE_ID,
        shortDescription: { text: PARSE_ERROR_DESCRIPTION },
        fullDescription: { text: PARSE_ERROR_DESCRIPTION },
        helpUri: JSON_RFC,
        help: { text: `${PARSE_ERROR_DESCRIPTION} See ${JSON_RFC}` },
        defaultConfiguration: { level: 'error' },
      };
      const duplicateKey = {
        id: DUPLICATE_KEY_RULE_ID,
        shortDescription: { text: DUPLICATE_KEY_DESCRIPTION },
        fullDescription: { text: DUPLICATE_KEY_DESCRIPTION },
        helpUri: `${JSON_RFC}#section-4`,
        help: { text: `${DUPLICATE_KEY_DESCRIPTION} See ${JSON_RFC}#section-4` },
        defaultConfiguration: { level: 'error' },
      };
      const driver = {
        name: 'templint',
        informationUri: INFORMATION_URI,
        version,
        rules: [
          ...rules.map((rule) => ({
            id: rule.id,
            shortDescription: { text: ruleDescriptions[rule.id] },
            // Code scanning requires it (shown under the alert's title): the one sentence each rule has.
            fullDescription: { text: ruleDescriptions[rule.id] },
            helpUri: rule.docsUrl,
            help: { text: `${ruleDescriptions[rule.id] ?? ''} See ${rule.docsUrl}` },
            defaultConfiguration: { level: rule.severity === 'error' ? 'error' : 'warning', ...(rule.offByDefault === true ? { enabled: false } : {}) },
            properties: { specSection: ruleSpecSections[rule.id] },
          })),
          parseError,
          duplicateKey,
        ],
      };
      return `{"version":"2.1.0","$schema":${JSON.stringify(SARIF_SCHEMA)},"runs":[{"tool":{"driver":${JSON.stringify(driver)}},"results":[`;
    },
    file(result) {
      // A clean file has nothing to name: its links are not resolved.
      if (result.messages.length === 0) return '';
      const artifact = artifactLocation(root, named(result.filePath), path);
      const parts: string[] = [];
      for (const message of result.messages) {
        const location = { physicalLocation: { artifactLocation: artifact, region: region(message) } };
        if (isTextProblem(message)) {
          parts.push(JSON.stringify({ ruleId: PARSE_ERROR_RULE_ID, ruleIndex: parseErrorIndex, level: 'error', message: { text: message.message }, locations: [location] }));
          continue;
        }
        if (message.fatal) {
          failures += 1;
          notifications.push({ level: 'error', message: { text: message.message }, locations: [location] });
          continue;
        }
        if (message.ruleId === null) {
          // A named file that is not linted: a warning about the run, with no region (it has no position).
          notifications.push({ level: 'warning', message: { text: message.message }, locations: [{ physicalLocation: { artifactLocation: artifact } }] });
          continue;
        }
        parts.push(
          JSON.stringify({
            ruleId: message.ruleId,
            ruleIndex: ruleIndex.get(message.ruleId) ?? -1,
            level: message.severity === 2 ? 'error' : 'warning',
            message: { text: message.message },
            locations: [location],
            ...(message.related ? { relatedLocations: [relatedLocation(root, { ...message.related, filePath: named(message.related.filePath) }, path)] } : {}),
          }),
        );
      }
      if (parts.length === 0) return '';
      const text = (first ? '' : ',') + parts.join(',');
      first = false;
      return text;
    },
    runFault(message) {
      failures += 1;
      notifications.push({ level: 'error', message: { text: message } });
    },
    end() {
      const invocation = { executionSuccessful: failures === 0, toolExecutionNotifications: notifications };
      // Columns are UTF-16 code units, as ESLint's, editors' and the json format's: said, since a reader of a
      // run without columnKind may take code points (the SARIF SDK's default), one column off per emoji.
      return `],"columnKind":"utf16CodeUnits","invocations":[${JSON.stringify(invocation)}],"originalUriBaseIds":{"%SRCROOT%":{"uri":${JSON.stringify(directoryUri(root, path))}}}}]}\n`;
    },
  };
};

const PARSE_ERROR_DESCRIPTION = 'A payload file is valid JSON, in UTF-8.';
const JSON_RFC = 'https://www.rfc-editor.org/rfc/rfc8259';

/** Where the first template is, for a message that reports a repeat (SARIF's related locations). */
function relatedLocation(root: string, related: RelatedLocation, path: PathFunctions | undefined): object {
  return { id: 1, message: { text: related.message }, physicalLocation: { artifactLocation: artifactLocation(root, related.filePath, path), region: region(related) } };
}

function region(message: Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>): object {
  return {
    startLine: message.line,
    startColumn: message.column,
    ...(message.endLine !== undefined ? { endLine: message.endLine } : {}),
    ...(message.endColumn !== undefined ? { endColumn: message.endColumn } : {}),
  };
}

