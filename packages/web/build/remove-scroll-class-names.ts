/**
 * What Mantine's AppShell header, footer and aside take from `react-remove-scroll`: the class names
 * that keep fixed bars clear of the scroll bar while a dialog locks the page's scroll. They are
 * react-remove-scroll-bar's constants, which the dialogs' real RemoveScroll looks for.
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
};
