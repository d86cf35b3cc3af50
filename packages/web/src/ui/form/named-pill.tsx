import { type MultiSelectProps, Pill } from '@mantine/core';

type RenderPill = NonNullable<MultiSelectProps['renderPill']>;

/**
 * A MultiSelect's chosen value with a remove button a screen reader can find: Mantine's own pill
 * hides its × (aria-hidden, no name); this one names it 'Remove {label}'. Backspace in the input
 * still removes the last one, as before. Pass as `renderPill={namedPill}`.
 */
export const namedPill: RenderPill = ({ option, value, onRemove, disabled }) => {
  const label = option?.label ?? value;
  return (
    <Pill
      withRemoveButton={!disabled}
      onRemove={onRemove}
      disabled={disabled}
      removeButtonProps={{ 'aria-hidden': false, 'aria-label': `Remove ${label}` }}
    >
      {label}
    </Pill>
  );
};
