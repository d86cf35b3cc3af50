import { Anchor } from '@mantine/core';

/** Notes hold a link without its scheme; it opens as https:// in a new tab. */
export function NotesLink({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <Anchor href={`https://${notes}`} target="_blank" rel="noopener noreferrer">
      {notes}
    </Anchor>
  );
}
