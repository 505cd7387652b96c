/** Stops the WordPress test site's servers (scripts/wordpress/site.mjs). */
import { stop } from '../../scripts/wordpress/site.mjs';

export default function globalTeardown(): void {
  stop();
}
