/**
 * What the build derives from dist/custom-elements.json once the analyzer has written it: the
 * manifest completed from the attribute schemas, the editor data, the consumer types, and the demo
 * site's API reference pages (with the fields of the event detail types, read from react-core).
 */
import { writeApiPages } from './api-pages.mjs';
import { completeManifest } from './complete.mjs';
import { readDeclarations } from './detail-types.mjs';
import { writeEditorData } from './editor-data.mjs';
import { writeTypes } from './types.mjs';

await completeManifest('dist/custom-elements.json');
await writeEditorData('dist/custom-elements.json', 'dist');
// react-core's type declarations: where each event detail type is exported, and its fields.
const declarations = await readDeclarations();
await writeTypes('dist/custom-elements.json', 'dist/types', declarations);
await writeApiPages('dist/custom-elements.json', 'dist/api', declarations);
