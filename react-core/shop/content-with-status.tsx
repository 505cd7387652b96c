/** The shop blocks' shadow content: the shop's markup slotted as it is, and the visually hidden polite live region. */
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
