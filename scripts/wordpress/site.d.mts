/** Types of scripts/wordpress/site.mjs. */
export const WP_DIR: string;
export const SITE_DIR: string;
export const SOCKET: string;
export const PORT: number;
export const SITE_URL: string;
export interface WordPressSite {
  url: string;
  users: {
    admin: { user: string; password: string; applicationPassword: string };
    editor: { user: string; password: string; applicationPassword: string };
    author: { user: string; password: string; applicationPassword: string };
  };
  timings: Record<string, number>;
  total: number;
}
export function sql(statement: string, database?: string): string;
export function start(): Promise<WordPressSite>;
export function stop(): void;
export function wpEval(code: string): any;
export { CLASSIC_THEME, DEFAULT_THEME } from './packages.mjs';
export function switchTheme(theme: string): void;
