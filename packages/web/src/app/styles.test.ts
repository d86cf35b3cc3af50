import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console imports Mantine's styles per component: styles.ts (every page), shell/shell-styles.ts
 * (the shell and the first render of its lists), ui/deferred/later-sheets.ts (popups, dialogs and
 * the other screens, loaded after the first render).
 */
const src = resolve(import.meta.dirname, '..');
const mantineStyles = resolve(src, '../../../node_modules/@mantine/core/styles');
const styleFiles = [
  join(src, 'app/styles.ts'),
  join(src, 'app/shell/shell-styles.ts'),
  join(src, 'ui/deferred/later-sheets.ts'),
];

/** Sheets a component needs besides its own: those of the components it is built from. */
const builtFrom: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Anchor: ['Text'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton', 'Loader'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton'],
  PasswordInput: ['Input', 'ActionIcon'],
  Radio: ['InlineInput'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Table: ['ScrollArea'],
  Tabs: ['UnstyledButton'],
  Textarea: ['Input'],
  TextInput: ['Input'],
};
/** What @mantine/charts' components are built from in @mantine/core (the legend's colour keys). */
const chartsBuiltFrom = ['ColorSwatch'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Components imported (as values) from @mantine/core anywhere in the console. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  return used;
}

function importedSheets(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((match) => match[1] ?? '');
}

describe("Mantine's styles, per component", () => {
  it('imports the sheet of every component the console uses, and of those they are built from', () => {
    const imported = new Set(styleFiles.flatMap(importedSheets));
    const charts = sourceFiles(src).some((file) => /from '@mantine\/charts'/.test(readFileSync(file, 'utf8')));
    const missing = [...usedComponents()]
      .flatMap((component) => [component, ...(builtFrom[component] ?? [])])
      .concat(charts ? chartsBuiltFrom : [])
      .filter((sheet) => existsSync(join(mantineStyles, `${sheet}.css`)) && !imported.has(sheet));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('loads each sheet once, from one file, so no second copy lands after the sheets overriding it', () => {
    const all = styleFiles.flatMap(importedSheets);
    expect(all.filter((sheet, index) => all.indexOf(sheet) !== index)).toEqual([]);
    const importers = sourceFiles(src).filter(
      (file) => !styleFiles.includes(file) && /^import '@mantine\/core\/styles\//m.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('never imports the whole stylesheet', () => {
    for (const file of sourceFiles(src)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/@mantine\/core\/styles(\.layer)?\.css/);
    }
  });

  it("keeps Mantine's order, base layers first, so a sheet follows those it builds on", () => {
    const whole = readFileSync(resolve(mantineStyles, '../styles.css'), 'utf8');
    const position = (sheet: string) =>
      whole.indexOf(
        readFileSync(join(mantineStyles, `${sheet}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    const [base = [], shell = [], later = []] = styleFiles.map(importedSheets);
    expect(base.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const sheets of [base, shell, later]) {
      const positions = sheets.map(position);
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
