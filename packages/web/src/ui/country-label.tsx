import { countryFlag } from '@store-console/contract';

/** Flag emoji (named by its code for assistive technology) followed by the ISO country code. */
export function CountryLabel({ code }: { code: string }) {
  const flag = countryFlag(code);
  return (
    <span>
      {flag && (
        <span role="img" aria-label={code} title={code}>
          {flag}
        </span>
      )}{' '}
      {code}
    </span>
  );
}
