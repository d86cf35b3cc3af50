import type { DataCentre } from '@store-console/contract';
import { CountryLabel } from '../../ui/country-label.tsx';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';

interface ColumnActions {
  onEdit: (dataCentre: DataCentre) => void;
  onDelete: (dataCentre: DataCentre) => void;
}

export function dataCentreColumns({ onEdit, onDelete }: ColumnActions): Column<DataCentre>[] {
  return [
    { key: 'code', header: 'Code', sortField: 'code', render: (row) => row.code },
    { key: 'name', header: 'Name', sortField: 'name', render: (row) => row.name },
    {
      key: 'country',
      header: 'Country',
      sortField: 'countryCode',
      render: (row) => <CountryLabel code={row.countryCode} />,
    },
    { key: 'region', header: 'Region', sortField: 'region', render: (row) => row.region },
    {
      key: 'actions',
      header: 'Actions',
      width: 170,
      render: (row) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
