/** Types of scripts/wordpress/build-plugin.mjs. */
export function readMessages(): Promise<Record<string, string>>;
export function readElements(manifestFile?: string): Record<string, string[]>;
export function readBlockCatalogue(manifestFile?: string): Record<string, Record<string, 'boolean' | 'text' | string[]>>;
export interface SourceString { text: string; context?: string; reference: string; translators?: string }
export function sourceStrings(file: string): SourceString[];
export function pot(messages: Record<string, string>, sources: SourceString[]): string;
export function zip(files: Array<[string, Buffer]>): Buffer;
export function unzip(archive: Buffer): Map<string, Buffer>;
export function buildPlugin(): Promise<{ files: number; bytes: number }>;
export const PATTERN_IMAGES: string[];
/** Elements that get no block of their own (builder tools). */
export const NOT_A_BLOCK: Set<string>;
