/**
 * What the build derives from dist/custom-elements.json once the analyzer has written it: the
 * manifest completed from the attribute schemas, the editor data, the consumer types, and the demo
 * site's API reference pages.
 */
import { writeApiPages } from './api-pages.mjs';
import { completeManifest } from './complete.mjs';
import { writeEditorData } from './editor-data.mjs';
import { writeTypes } from './types.mjs';

await completeManifest('dist/custom-elements.json');
await writeEditorData('dist/custom-elements.json', 'dist');
await writeTypes('dist/custom-elements.json', 'dist/types');
await writeApiPages('dist/custom-elements.json', 'dist/api');
