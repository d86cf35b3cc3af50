import { CountryFlag } from './country-flag.tsx';

/** The country's flag followed by its ISO code. */
export function CountryLabel({ code }: { code: string }) {
  return (
    <span>
      <CountryFlag code={code} decorative /> {code}
    </span>
  );
}
