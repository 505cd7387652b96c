/**
 * Driving WordPress's block editor through its globals (`wp.data`, `wp.blocks`), as the Author and
 * the Editor use it: shared by the block specs.
 */
import { expect, type Page } from '@playwright/test';
import { wpEval } from '../../scripts/wordpress/site.mjs';
import { restHeaders, site } from './helpers';

export type Role = 'editor' | 'author';
export const ROLES: Role[] = ['editor', 'author'];

/** What the tests read of a block in the editor's store. */
export type EditorBlock = { clientId: string; name: string; isValid: boolean; attributes: Record<string, unknown>; innerBlocks: EditorBlock[] };

/** The few parts of WordPress's editor globals the tests call. */
export type EditorGlobals = {
  wp: {
    blocks: { createBlock(name: string, attributes?: Record<string, unknown>, innerBlocks?: unknown[]): EditorBlock };
    data: {
      select(store: 'core/block-editor'): { getBlocks(): EditorBlock[]; getBlock(clientId: string): EditorBlock | null; getSelectedBlockClientId(): string | null };
      select(store: 'core/editor'): {
        __unstableIsEditorReady(): boolean;
        isSavingPost(): boolean;
        didPostSaveRequestSucceed(): boolean;
        getCurrentPostId(): number;
      };
      dispatch(store: 'core/block-editor'): {
        insertBlocks(blocks: EditorBlock[], index?: number, rootClientId?: string): void;
        selectBlock(clientId: string): void;
        clearSelectedBlock(): void;
        updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
      };
      dispatch(store: 'core/editor'): { editPost(edits: Record<string, unknown>): void; savePost(): Promise<void> };
    };
  };
};

/** Closes the editor's welcome guide for good (as its "Close" stores it), so it never covers the canvas. */
export function closeWelcomeGuides(): void {
  wpEval(`foreach (array('editor', 'author') as $login) {
    $user = get_user_by('login', $login);
    update_user_meta($user->ID, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
      array('core/edit-post' => array('welcomeGuide' => false), '_modified' => gmdate('c')));
  }
  return true;`);
}

/** Opens the block editor at `path` and waits until it has parsed the post. */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as Partial<EditorGlobals>).wp?.data?.select('core/editor').__unstableIsEditorReady() === true);
}

/** Publishes (or updates) the post open in the editor, as its Publish / Update button does; returns its id. */
export async function publish(page: Page, title?: string): Promise<number> {
  await page.evaluate(async (postTitle) => {
    const { wp } = window as unknown as EditorGlobals;
    if (postTitle) wp.data.dispatch('core/editor').editPost({ title: postTitle, status: 'publish' });
    await wp.data.dispatch('core/editor').savePost();
  }, title);
  await page.waitForFunction(() => !(window as unknown as EditorGlobals).wp.data.select('core/editor').isSavingPost());
  return page.evaluate(() => {
    const editor = (window as unknown as EditorGlobals).wp.data.select('core/editor');
    if (!editor.didPostSaveRequestSucceed()) throw new Error('the editor could not save the post');
    return editor.getCurrentPostId();
  });
}

/** Inserts a block (at the end, or inside `rootClientId`) and returns its client id. */
export const insertBlock = (page: Page, name: string, attributes: Record<string, unknown> = {}, rootClientId?: string): Promise<string> =>
  page.evaluate(
    ([blockName, blockAttributes, root]) => {
      const { wp } = window as unknown as EditorGlobals;
      const block = wp.blocks.createBlock(blockName, blockAttributes);
      wp.data.dispatch('core/block-editor').insertBlocks([block], undefined, root);
      wp.data.dispatch('core/block-editor').selectBlock(block.clientId);
      return block.clientId;
    },
    [name, attributes, rootClientId] as const,
  );

/** Opens the settings sidebar (the inserter closes it). */
export async function openSettings(page: Page): Promise<void> {
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

/** Selects a block, as a click on it does: the inspector then shows its settings. */
export const selectBlock = (page: Page, clientId: string): Promise<void> =>
  page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').selectBlock(id), clientId);

/**
 * Deselects every block, as a click beside the content does: module blocks then show their live
 * preview. The click also takes the focus away from the text typed last: a rich text that keeps
 * it selects its block again at its next `selectionchange`, which a busy machine may deliver after
 * the deselection (the likely cause of a CI failure where the tabs' preview never came back).
 */
export async function deselectBlocks(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').clearSelectedBlock();
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getSelectedBlockClientId()), { message: 'no block is selected' })
    .toBeNull();
}

/** Every block of the post in the editor, inner blocks after their parent. */
export const editorBlocks = (page: Page): Promise<EditorBlock[]> =>
  page.evaluate(() => {
    const flat = (blocks: EditorBlock[]): EditorBlock[] => blocks.flatMap((block) => [block, ...flat(block.innerBlocks)]);
    return flat((window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlocks());
  });

/** A post type's REST API route. */
export type PostRoute = 'posts' | 'pages';

/** The post's (or page's) content as stored, read through the REST API as `role`. */
export async function storedContent(role: Role, id: number, route: PostRoute = 'posts'): Promise<string> {
  const { url, users } = site();
  const response = await fetch(`${url}/wp-json/wp/v2/${route}/${id}?context=edit`, { headers: restHeaders(users[role]) });
  if (!response.ok) throw new Error(`reading ${route} ${id} as ${role}: ${response.status}`);
  return (await response.json()).content.raw;
}

/** Reloads the post in the editor: no block is invalid, none offers a recovery, and saving it unchanged keeps the content. */
export async function expectValidAfterReload(page: Page, role: Role, id: number, route: PostRoute = 'posts'): Promise<EditorBlock[]> {
  const validationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/block validation/i.test(message.text())) validationWarnings.push(message.text());
  });
  await openEditor(page, `/wp-admin/post.php?post=${id}&action=edit`);
  const blocks = await editorBlocks(page);
  expect(blocks.length, role).toBeGreaterThan(0);
  await expect(page.locator('.block-editor-block-list__layout').first()).toBeVisible();
  expect(blocks.filter((block) => !block.isValid).map((block) => block.name), `${role}: ${validationWarnings.join('\n')}`).toEqual([]);
  await expect(page.getByText('This block contains unexpected or invalid content')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Attempt Block Recovery' })).toHaveCount(0);
  expect(validationWarnings, role).toEqual([]);

  const saved = await storedContent(role, id, route);
  await publish(page);
  expect(await storedContent(role, id, route), `${role}: saving again without changes`).toBe(saved);
  return blocks;
}

