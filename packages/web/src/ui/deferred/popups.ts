/**
 * Mantine's Select and Menu with what they are built from (Combobox, Popover, floating-ui, focus
 * trap, portal): a chunk of ~50 KB gzip that the shell and the lists load after their first render
 * (deferred-select.tsx, the account menu), behind a placeholder that looks the same.
 */
export { Menu, Select } from '@mantine/core';
