import type { createStoreSchema, Store } from '@store-console/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** The form holds what POST /stores takes; PUT /stores takes the same plus the id. */
export type StoreFormInput = z.input<typeof createStoreSchema>;
export type StoreFormOutput = z.output<typeof createStoreSchema>;
export type DomainInput = NonNullable<StoreFormInput['domains']>[number];

export const storeNameTaken = 'The store name is taken';

/**
 * The form's domains are the store's own, beside the staging domain. Exactly one may be primary;
 * when none is, the staging domain (the first of the store's domains) is.
 */
export function withPrimary(domains: readonly DomainInput[], primaryIndex: number | null): DomainInput[] {
  return domains.map((domain, index) => ({ ...domain, isPrimary: index === primaryIndex }));
}

export function primaryIndexOf(domains: readonly DomainInput[] | undefined): number | null {
  const index = domains?.findIndex((domain) => domain.isPrimary) ?? -1;
  return index >= 0 ? index : null;
}

/** A new store: ERP, ERP version and store type start unchosen (the schema then says 'Required'). */
export function emptyStoreForm(dataCentreId: number, partnerIds: number[]): DefaultValues<StoreFormInput> {
  return {
    name: '',
    stgDomain: '',
    domains: [],
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    partnerUsers: partnerIds.map((id) => ({ id })),
    dataCentre: { id: dataCentreId },
  };
}

export function storeFormValues(store: Store): StoreFormInput {
  return {
    name: store.name,
    stgDomain: store.stgDomain,
    domains: store.domains
      .filter((domain) => !domain.isStaging)
      .map((domain) => ({
        name: domain.name,
        protocol: domain.protocol === 'http' ? 'http' : 'https',
        isStaging: false,
        isPrimary: domain.isPrimary,
      })),
    erpType: { id: store.erpType.id },
    erpTypeVersion: { id: store.erpTypeVersion.id },
    storeType: store.storeType,
    contactName: store.contactName ?? '',
    contactEmail: store.contactEmail ?? '',
    contactPhone: store.contactPhone ?? '',
    partnerUsers: store.partnerUsers.map((partner) => ({ id: partner.id })),
    dataCentre: { id: store.dataCentre.id },
  };
}
