/**
 * Country flags as SVG files (country-flag-icons): emoji flags need a colour emoji font, which many
 * desktops lack, and then show as two boxes. Each flag is its own small asset, fetched only when shown.
 */
const flagUrls: Record<string, string> = import.meta.glob('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

function flagUrl(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return flagUrls[`../../../../node_modules/country-flag-icons/3x2/${upper}.svg`];
}

interface CountryFlagProps {
  code: string;
  height?: number;
  /** Beside text that already names the country or its data centre: hidden from assistive technology. */
  decorative?: boolean;
}

/** The flag of an ISO 3166-1 alpha-2 code, named by the code for assistive technology unless decorative. */
export function CountryFlag({ code, height = 14, decorative = false }: CountryFlagProps) {
  const url = flagUrl(code);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={decorative ? '' : code.toUpperCase()}
      title={code.toUpperCase()}
      height={height}
      width={Math.round((height * 3) / 2)}
      style={{ verticalAlign: 'middle', borderRadius: 2 }}
    />
  );
}
