/**
 * Scripts and embeds held back until their consent category or service is allowed, with their
 * placeholders (see docs/consent.md "Blocked scripts and embeds"). Loaded by the loader only on pages that
 * hold some back; it starts the consent runtime itself.
 */
import { startBlocking } from '../react-core/consent/blocking';

startBlocking();
