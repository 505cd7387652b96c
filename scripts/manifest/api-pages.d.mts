/** Types of scripts/manifest/api-pages.mjs. */
import type { Declarations, DetailTypeDoc } from './detail-types.mjs';

/** What the pages read of a manifest attribute, event, slot, CSS part or custom property. */
export interface DocumentedItem {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}

/** What the pages read of a manifest custom-element declaration. */
export interface ElementDoc {
  tagName: string;
  summary?: string;
  description?: string;
  attributes?: DocumentedItem[];
  events?: DocumentedItem[];
  slots?: DocumentedItem[];
  cssParts?: DocumentedItem[];
  cssProperties?: DocumentedItem[];
}

export function escapeHtml(text: string): string;
export function inlineHtml(text: string): string;
export function markdownHtml(text: string | undefined): string;
export function apiHeader(): string;
export function detailType(type: { text: string } | undefined): string | undefined;
export function elementDetailTypes(element: ElementDoc, declarations: Declarations): DetailTypeDoc[];
export function elementPage(element: ElementDoc, example: { html: string; stylesheet?: string }, header: string, detailTypes?: DetailTypeDoc[]): string;
export function indexPage(elements: ElementDoc[], header: string): string;
export function writeApiPages(manifestPath: string, outdir: string, declarations: Declarations): Promise<void>;
