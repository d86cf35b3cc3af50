import { useEffect, useState } from 'react';
import { useIdle } from './use-idle.ts';

/**
 * Country flags as SVG files (country-flag-icons): emoji flags need a colour emoji font, which many
 * desktops lack, and then show as two boxes. Each flag is its own small asset, fetched only when
 * shown; the map of their URLs (a few KB, in every shell) loads once the browser is idle after the
 * first render, and the flag's box is kept meanwhile so nothing moves when it shows.
 */
let flagUrls: Map<string, string> | null = null;
const loadFlagUrls = () =>
  import('./flag-urls.ts').then((m) => {
    flagUrls = m.flagUrls;
    return m.flagUrls;
  });

function useFlagUrls(): Map<string, string> | null {
  const [urls, setUrls] = useState(flagUrls);
  // Once the browser is idle (at most a second on): a flag is never what a screen's first paint
  // waits for, and asking for the map at once put it among the requests before that paint.
  const idle = useIdle(1000, urls === null);
  useEffect(() => {
    if (urls || !idle) return;
    let current = true;
    void loadFlagUrls().then((loaded) => {
      if (current) setUrls(loaded);
    });
    return () => {
      current = false;
    };
  }, [urls, idle]);
  return urls;
}

interface CountryFlagProps {
  code: string;
  height?: number;
  /** Beside text that already names the country or its data centre: hidden from assistive technology. */
  decorative?: boolean;
}

/** The flag of an ISO 3166-1 alpha-2 code, named by the code for assistive technology unless decorative. */
export function CountryFlag({ code, height = 14, decorative = false }: CountryFlagProps) {
  const urls = useFlagUrls();
  const upper = code.trim().toUpperCase();
  const width = Math.round((height * 3) / 2);
  if (!urls) return <span style={{ display: 'inline-block', width, height, verticalAlign: 'middle' }} />;
  const url = urls.get(upper);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={decorative ? '' : upper}
      title={upper}
      // Chromium names an image by its title when alt is empty: "IE Dublin" for the option Dublin.
      aria-hidden={decorative || undefined}
      height={height}
      width={width}
      style={{ verticalAlign: 'middle', borderRadius: 2 }}
    />
  );
}
