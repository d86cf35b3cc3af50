import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerHeaderProps,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MenuProps,
  type ModalHeaderProps,
  type NotificationProps,
  type PopoverProps,
} from '@mantine/core';

/**
 * Mantine's palette with its three darkest shades replaced by darker ones of the same hue, so that
 * text in shades 7–9 and white on the filled shade (8) reach 4.5:1 on white, and shade 9 reaches it
 * on shade 1 (the light variant). The lighter shades, used for backgrounds, stay Mantine's.
 */
function withAccessibleDarkShades(
  name: 'red' | 'green' | 'orange' | 'yellow',
  dark: [string, string, string],
): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, ...dark];
}

/** Mantine's palette with a darker shade 9, the light variant's text, so it reaches 4.5:1 on hover (shade 2). */
function withDarkerShade9(name: 'indigo' | 'blue', shade9: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, shade9];
}

/** A component's default props, checked against its props type. */
function defaults<Props>(defaultProps: Partial<Props>): MantineThemeComponent {
  return { defaultProps };
}

/**
 * The options of a Select, Autocomplete or MultiSelect scroll in their listbox itself rather than
 * in a ScrollArea inside it: a screen reader and axe know a combobox's listbox, whose options the
 * keys walk through, where a ScrollArea's viewport is a scrolling box no key reaches (axe's
 * scrollable-region-focusable). Mantine's own default height; a screen that wants another sets
 * `styles={{ options: { maxHeight } }}`.
 */
const listboxScrolls: MantineThemeComponent = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled buttons, badges and links take shade 8: indigo 8 is 5.7:1 on white (shade 6, 4.3:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  colors: {
    red: withAccessibleDarkShades('red', ['#d42a2a', '#c92a2a', '#b02525']),
    green: withAccessibleDarkShades('green', ['#2a7f3b', '#237032', '#1b5e28']),
    orange: withAccessibleDarkShades('orange', ['#c2410c', '#a8380a', '#9a3412']),
    yellow: withAccessibleDarkShades('yellow', ['#a15300', '#8f4a00', '#7a3f00']),
    indigo: withDarkerShade9('indigo', '#2f44ad'),
    blue: withDarkerShade9('blue', '#145591'),
  },
  // Plain objects rather than `Component.extend(...)`, which would put those components' code in
  // the entry and so on /login.
  components: {
    // A dialog's or a dock's header is no page banner: the shell's header is the only one.
    ModalHeader: defaults<ModalHeaderProps>({ role: 'none' }),
    DrawerHeader: defaults<DrawerHeaderProps>({ role: 'none' }),
    Notification: defaults<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close notification' } }),
    // A popup (a Select's options, a Menu) is portalled into the page's <main>, not to the end of
    // <body> outside every landmark (axe's region). Every route renders one <main>: the sign-in
    // screen, the shell, the route error and the page loader. Popover is what Combobox and Menu
    // build on; a Modal or a Drawer is a dialog, which is a landmark of its own, and keeps <body>.
    Popover: defaults<PopoverProps>({ portalProps: { target: 'main' } }),
    // An opened menu focuses its first item (the menu button pattern) instead of a focusable
    // role="presentation" placeholder, which leaves a menu with a child that is no menu item (axe's
    // aria-required-children).
    Menu: defaults<MenuProps>({ withInitialFocusPlaceholder: false }),
    Select: listboxScrolls,
    Autocomplete: listboxScrolls,
    MultiSelect: listboxScrolls,
  },
});

/**
 * Dimmed text in a grey of 5.8:1 on white (Mantine's gray 6 is 3.3:1), still lighter than body text;
 * field errors in red 8 (5.5:1) instead of red 6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
