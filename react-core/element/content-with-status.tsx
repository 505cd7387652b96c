/**
 * The shadow content of a module that keeps the author's (or the server's) markup as it is and only
 * speaks: the light DOM slotted whole, and the visually hidden polite live region (part `status`).
 */
export function ContentWithStatus({ announcement }: { announcement: string }) {
  return (
    <>
      <slot />
      <p part="status" role="status">
        {announcement}
      </p>
    </>
  );
}
