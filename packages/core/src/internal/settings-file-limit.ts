/**
 * The most any templint tool reads from a settings file (a config, a catalog, names, Flow ids, the
 * account snapshot, the sandbox's catalog): a real catalog is some kilobytes; the bound keeps a stray
 * export from taking a run's memory.
 */
export const MAX_SETTINGS_FILE_BYTES: number = 64 * 1024 * 1024;
