import type { FormatterFactory } from './formatter.js';
import { github } from './github.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';

/** Every output format by its `--format` name. */
export const formatters: Readonly<Record<string, FormatterFactory>> = { stylish, json, sarif, github };
