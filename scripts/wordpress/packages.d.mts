/** Types of scripts/wordpress/packages.mjs. */
export const WORDPRESS: string;
export const DEFAULT_THEME: string;
export const CLASSIC_THEME: string;
export const WORDPRESS_PACKAGES: string[];
export function missingPackages(): string[];
export function stagePlan(missing: string[], ci: boolean): { action: 'run' | 'skip' | 'fail'; reason: string };
