/**
 * The demo editor's view (docs/demo-server.md "Demo editor"): the module tree of a demo page, read from the
 * page's source, on the left; `<pb-preview-frame>` showing the page; the view-mode switcher; and
 * the attribute panel of the selected module. Choosing a module scrolls the frame to it; a changed
 * attribute posts the module's new markup to the frame, which re-renders that module only.
 * Built to dist/editor/editor.js (scripts/build.mjs); not part of the package.
 */
import { moduleAt, moduleTree } from '../../react-core/preview-frame/module-tree';
import type { ModuleNode, ViewMode } from '../../react-core/preview-frame/protocol';
import { applyField, attributeFields, EDITOR_PAGES, fieldValue, type AttributeField, type Manifest, moduleLabel, moduleLevel, pageFromQuery, VIEW_MODES } from './editor-model';

/** What the editor uses of `<pb-preview-frame>` (elements/pb-preview-frame.ts). */
interface PreviewFrame extends HTMLElement {
  render(address: string, markup: string): Promise<string>;
  scrollToModule(address: string): Promise<number>;
}

const MANIFEST_URL = '/dist/custom-elements.json';
/** Loaded once the frame has its page (`src`), so it never opens the default page first. */
const FRAME_MODULE = '/dist/pb-preview-frame.js';

function required<T extends Element>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`The editor page has no ${selector}`);
  return element;
}

const frame = required<PreviewFrame>('pb-preview-frame');
const tree = required<HTMLElement>('#module-tree');
const panel = required<HTMLElement>('#attribute-panel');
const status = required<HTMLElement>('#editor-status');
const pagePath = pageFromQuery(location.search);

/** Announces what happened (a polite status region), and keeps it as the last word for tests. */
function say(message: string): void {
  status.textContent = message;
}

/** The page's source, parsed: the editor's copy of every module, edited in place. */
async function loadSource(): Promise<Document> {
  const response = await fetch(pagePath, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

async function loadManifest(): Promise<Manifest> {
  const response = await fetch(MANIFEST_URL);
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  return (await response.json()) as Manifest;
}

/** A nested list of buttons, one per module, by address (a list of buttons: Tab and Enter work as everywhere). */
function renderTree(modules: ModuleNode[], select: (node: ModuleNode) => void): void {
  const items = new Map<string, HTMLLIElement>();
  const top = document.createElement('ul');
  for (const node of modules) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.address = node.address;
    button.textContent = moduleLabel(node);
    button.style.setProperty('--level', String(moduleLevel(node.address)));
    button.addEventListener('click', () => select(node));
    item.append(button);
    items.set(node.address, item);
    // Depth first: a module's parent is listed before it.
    const parent = items.get(node.address.slice(0, Math.max(0, node.address.lastIndexOf('.'))));
    if (!parent) top.append(item);
    else {
      const children = parent.querySelector(':scope > ul') ?? parent.appendChild(document.createElement('ul'));
      children.append(item);
    }
  }
  if (modules.length === 0) tree.textContent = 'This page has no modules.';
  else tree.replaceChildren(top);
}

/** Up and Down move between the tree's buttons, Home and End to the first and last. */
function treeKeys(event: KeyboardEvent): void {
  const buttons = Array.from(tree.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || !buttons[next]) return;
  event.preventDefault();
  buttons[next].focus();
}

let fieldCount = 0;

/** One labelled control of the attribute panel, with the manifest's description as its hint. */
function fieldControl(field: AttributeField, value: string | boolean, onChange: (value: string | boolean) => void): HTMLElement {
  fieldCount += 1;
  const id = `field-${fieldCount}`;
  const row = document.createElement('div');
  row.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = field.name;
  const hint = document.createElement('p');
  hint.id = `${id}-hint`;
  hint.className = 'hint';
  hint.textContent = field.description + (field.defaultValue ? ` Default ${field.defaultValue}.` : '');
  let control: HTMLInputElement | HTMLSelectElement;
  if (field.kind === 'boolean') {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.checked = value === true;
    checkbox.addEventListener('change', () => onChange(checkbox.checked));
    control = checkbox;
  } else if (field.kind === 'choice') {
    const select = document.createElement('select');
    select.append(new Option('(default)', ''), ...field.choices.map((choice) => new Option(choice, choice)));
    select.value = String(value);
    select.addEventListener('change', () => onChange(select.value));
    control = select;
  } else {
    const input = document.createElement('input');
    input.type = 'text';
    input.value = String(value);
    input.addEventListener('change', () => onChange(input.value));
    control = input;
  }
  control.id = id;
  control.name = field.name;
  control.setAttribute('aria-describedby', hint.id);
  if (field.kind === 'boolean') row.append(control, label, hint);
  else row.append(label, control, hint);
  return row;
}

/** The panel of the selected module: its fields from the manifest, its values from the source. */
function renderPanel(manifest: Manifest, source: Document, node: ModuleNode): void {
  const element = moduleAt(source, node.address);
  panel.replaceChildren();
  const heading = document.createElement('h2');
  heading.id = 'attribute-panel-heading';
  heading.textContent = `Attributes of ${moduleLabel(node)}`;
  panel.append(heading);
  const fields = attributeFields(manifest, node.tag);
  if (!element || fields.length === 0) {
    const note = document.createElement('p');
    note.textContent = element ? `The manifest lists no attributes for ${node.tag}.` : `No module at ${node.address} in the source.`;
    panel.append(note);
    return;
  }
  const form = document.createElement('form');
  form.setAttribute('aria-labelledby', heading.id);
  form.addEventListener('submit', (event) => event.preventDefault());
  for (const field of fields) {
    form.append(
      fieldControl(field, fieldValue(field, node.attributes), (value) => {
        applyField(element, field, value);
        node.attributes = Object.fromEntries(Array.from(element.attributes, ({ name, value: text }) => [name, text]));
        frame.render(node.address, element.outerHTML).then(
          () => say(`Re-rendered ${moduleLabel(node)} with ${field.name} ${value === true ? 'on' : value === false ? 'off' : value === '' ? 'removed' : `= ${value}`}.`),
          (error: unknown) => say(`The preview did not re-render ${node.address}: ${error instanceof Error ? error.message : String(error)}`),
        );
      }),
    );
  }
  panel.append(form);
}

function renderViewModes(): void {
  const group = required<HTMLFieldSetElement>('#view-modes');
  for (const { mode, label } of VIEW_MODES) {
    const id = `view-mode-${mode}`;
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'view-mode';
    input.id = id;
    input.value = mode;
    input.checked = mode === (frame.getAttribute('view-mode') ?? 'desktop');
    input.addEventListener('change', () => {
      frame.setAttribute('view-mode', mode satisfies ViewMode);
      say(`View mode: ${label}.`);
    });
    const text = document.createElement('label');
    text.htmlFor = id;
    text.textContent = label;
    group.append(input, text);
  }
}

async function start(): Promise<void> {
  const pages = required<HTMLSelectElement>('#editor-page');
  pages.append(...EDITOR_PAGES.map(({ path, title }) => new Option(title, path, false, path === pagePath)));
  renderViewModes();
  let framed: ModuleNode[] | undefined;
  let modules: ModuleNode[] | undefined;
  // The frame's tree and the source's must agree, or the addresses would name different modules.
  const compareTrees = (): void => {
    if (!framed || !modules) return;
    say(
      framed.length === modules.length
        ? `Preview ready: ${modules.length} modules.`
        : `Preview ready, but it lists ${framed.length} modules where the source has ${modules.length}: addresses may differ.`,
    );
  };
  frame.addEventListener('pb-preview-ready', (event) => {
    framed = (event as CustomEvent<{ modules: ModuleNode[] }>).detail.modules;
    compareTrees();
  });
  frame.setAttribute('src', pagePath);
  say('Loading the page and the element manifest…');
  const [source, manifest] = await Promise.all([loadSource(), loadManifest(), import(FRAME_MODULE)]);
  modules = moduleTree(source);
  renderTree(modules, (node) => {
    tree.querySelector('[aria-current]')?.removeAttribute('aria-current');
    tree.querySelector(`button[data-address="${node.address}"]`)?.setAttribute('aria-current', 'true');
    renderPanel(manifest, source, node);
    frame.scrollToModule(node.address).then(
      (duration) => say(`Scrolled to ${moduleLabel(node)} in ${duration} ms.`),
      (error: unknown) => say(`The preview did not scroll to ${node.address}: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  tree.addEventListener('keydown', treeKeys);
  say(`Loaded ${pagePath}: ${modules.length} modules.`);
  compareTrees();
}

start().catch((error: unknown) => say(`The editor could not start: ${error instanceof Error ? error.message : String(error)}`));
