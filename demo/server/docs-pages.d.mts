/** Types of demo/server/docs-pages.mjs, for the tests that check the docs the way the server reads them. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DOCS_URL: string;
export const DOCS_IMAGES_URL: string;
export function liveExample(html: string): string;
export function createSlugger(): (text: string) => string;
export function headingSlugs(source: string): string[];
export function markdownLinks(source: string): string[];
export function codeSpans(source: string): string[];
export function servedHref(href: string, sourceFile: string): string;
export function renderDocsPage(source: string, docPath: string): string;
export function serveDocsPage(req: IncomingMessage, res: ServerResponse, url: URL, docsDir: string, renderHtml: (html: string) => string): Promise<boolean>;
