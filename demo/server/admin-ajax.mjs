import { parseFormBody } from './form-body.mjs';
import { readRequestBody } from './request-body.mjs';

/** URL of the WordPress-style site ajax endpoint. */
export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

/**
 * Builds the `POST /wp-admin/admin-ajax.php` route, which decodes the form body and
 * dispatches on its `action` field. Like WordPress, a missing or unknown action
 * answers 400 with the body "0".
 * @param {Map<string, import('./registry.mjs').AjaxAction>} ajaxActions
 * @returns {import('./registry.mjs').Route}
 */
export function createAdminAjaxRoute(ajaxActions) {
  return {
    method: 'POST',
    path: ADMIN_AJAX_PATH,
    async handler({ req, db }) {
      const body = await readRequestBody(req);
      const { fields, files } = parseFormBody(req.headers['content-type'], body);
      const action = ajaxActions.get(fields.action);
      if (!action) return { status: 400, text: '0' };
      return action({ fields, files, db, req });
    },
  };
}
