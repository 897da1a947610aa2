// Types of chromium-flags.mjs, for TypeScript projects that import it from outside their root.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
