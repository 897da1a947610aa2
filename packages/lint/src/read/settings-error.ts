/** A bad config, catalog, names or flow-ids file: names the file and the field at fault. Exit 2. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  readonly file: string;
  readonly field: string;
  readonly problem: string;
  /**
   * The config file (absolute) whose loading met the mistake, once the loader knows it: a nested config's
   * mistake is reported on that file, where a pull request's annotation can show it, not on its folder.
   */
  readonly configPath: string | undefined;

  constructor(file: string, field: string, problem: string, configPath?: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}`);
    this.file = file;
    this.field = field;
    this.problem = problem;
    this.configPath = configPath;
  }

  /** The same mistake, met while loading the config at `configPath`. */
  inConfig(configPath: string): SettingsError {
    return new SettingsError(this.file, this.field, this.problem, configPath);
  }
}
