import { attribute } from '../element/attributes';

/** The attributes of `<pb-search>`. */
export const searchAttributes = {
  /** The field is collapsed to its button until focused or clicked, then expands; Escape collapses it. */
  expand: attribute.boolean(false),
  /** The submit button overlays the field's end, whose padding grows by 30 px (`off` hides the button). */
  showButton: attribute.boolean(true),
  /** Placeholder of the field, used when the field has none of its own. */
  placeholder: attribute.string(),
  /** Accessible name of the field (its `aria-label`) when the author gave it none. */
  label: attribute.string(),
};
