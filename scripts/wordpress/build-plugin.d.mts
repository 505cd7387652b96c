/** Types of scripts/wordpress/build-plugin.mjs. */
export function readMessages(): Promise<Record<string, string>>;
export function readElements(manifestFile?: string): Record<string, string[]>;
export function sourceStrings(file: string): Array<{ text: string; reference: string; translators?: string }>;
export function zip(files: Array<[string, Buffer]>): Buffer;
export function unzip(archive: Buffer): Map<string, Buffer>;
export function buildPlugin(): Promise<{ files: number; bytes: number }>;
