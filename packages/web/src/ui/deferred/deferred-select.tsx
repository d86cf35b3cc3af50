import { InputBase, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { usePopups } from './deferred-part.ts';

type Option = string | { value: string; label: string };

export interface DeferredSelectProps extends Omit<SelectProps, 'data'> {
  data: readonly Option[];
}

const labelOf = (data: readonly Option[], value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const option = data.find((item) => (typeof item === 'string' ? item : item.value) === value);
  return option === undefined ? '' : typeof option === 'string' ? option : option.label;
};

/** Mantine's Combobox chevron, drawn alike (same path, size and grey) without its sheet. */
function Chevron({ size }: { size: SelectProps['size'] }) {
  const px = size === 'xs' ? '0.875rem' : '1.125rem';
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
      style={{ width: `calc(${px} * var(--mantine-scale))`, height: `calc(${px} * var(--mantine-scale))` }}
      color="var(--mantine-color-gray-6)"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * Mantine's Select, shown first as a read-only input of the same size and look (label, value,
 * sections, chevron), so the screen's first render does not wait for the popups chunk. The real
 * Select takes its place when the chunk arrives (the browser idle, or the user reaching for the
 * field), keeping the focus and opening its list if the user clicked or pressed a key meanwhile.
 */
export function DeferredSelect({ data, ...props }: DeferredSelectProps) {
  const [popups, request] = usePopups();
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (popups)
    return <popups.Select data={data as Option[]} {...props} autoFocus={focused} defaultDropdownOpened={wanted} />;

  const want = () => {
    setWanted(true);
    request();
  };
  return (
    <InputBase
      id={props.id}
      label={props.label}
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      value={labelOf(data, props.value)}
      disabled={props.disabled}
      w={props.w}
      size={props.size}
      leftSection={props.leftSection}
      rightSection={<Chevron size={props.size} />}
      rightSectionPointerEvents="none"
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      onPointerEnter={request}
      onFocus={() => {
        setFocused(true);
        request();
      }}
      onBlur={() => setFocused(false)}
      onClick={want}
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          want();
        }
      }}
    />
  );
}
