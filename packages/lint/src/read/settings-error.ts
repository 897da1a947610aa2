/** A bad config, catalog, names or flow-ids file: names the file and the field at fault. Exit 2. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(file: string, field: string, problem: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}`);
  }
}
