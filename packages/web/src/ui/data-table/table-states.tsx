import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert.tsx';
import { EmptyState, LoadingState } from '../states.tsx';

/**
 * A table's states. While its rows load, `loading` shows in its place (a label gives the standard
 * loader); a load that failed shows `error` there instead, or above the rows still shown. No rows
 * show `empty` (a text gives the standard empty state). A table that keeps its frame meanwhile
 * (`keepTable`: its first row is a form) shows these beneath it.
 */
export interface TableStates {
  loading?: ReactNode;
  error?: unknown;
  errorTitle?: string | undefined;
  empty?: ReactNode;
  keepTable?: boolean | undefined;
}

const asLoading = (loading: ReactNode) => (typeof loading === 'string' ? <LoadingState label={loading} /> : loading);
const asEmpty = (empty: ReactNode) => (typeof empty === 'string' ? <EmptyState text={empty} /> : empty);

export function TableStateView({
  states,
  loaded,
  empty,
  tableShown,
  children,
}: {
  states: TableStates;
  loaded: boolean;
  empty: boolean;
  tableShown: boolean;
  children: ReactNode;
}) {
  const { loading = <LoadingState />, error, errorTitle } = states;
  const failed = error !== null && error !== undefined;
  const errorAlert = failed && (
    <ErrorAlert error={error} {...(errorTitle === undefined ? {} : { title: errorTitle })} />
  );
  const state = !loaded ? (failed ? null : asLoading(loading)) : empty ? asEmpty(states.empty) : null;
  if (!tableShown) {
    return (
      <>
        {errorAlert}
        {state}
      </>
    );
  }
  return (
    <>
      {errorAlert}
      {children}
      {state}
    </>
  );
}
