import { ActionIcon, Button, Group, Stack, Textarea, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FilterTree, syncTexts, type TableFilter } from '@store-console/contract';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteFilter, useExprToTree, useSaveFilter, useTreeToExpr } from '../../../api/queries/sync-config.ts';
import type { SyncStore } from '../../../api/sync-config.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FilterPreview } from './filter-preview.tsx';
import { localTree, prettyTree } from './filter-text.ts';
import { failed, type Outcome, OutcomeAlert, succeeded } from './outcome-alert.tsx';

/** The live preview asks again this long after the last key. */
const previewDebounceMs = 400;

interface FilterEditorProps {
  store: SyncStore;
  table: string;
  /** The table's saved filter, null when it has none. */
  saved: TableFilter | null;
}

/**
 * The right side: the expression, its tree read-only, ↓ (expression → tree)
 * and ↑ (tree → expression) through the server, Save, and Delete when the table has a filter.
 */
export function FilterEditor({ store, table, saved }: FilterEditorProps) {
  const [expr, setExpr] = useState(saved?.expr ?? '');
  const [treeText, setTreeText] = useState(saved ? prettyTree(saved.tree) : '');
  const [exprError, setExprError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const toTree = useExprToTree(store);
  const toExpr = useTreeToExpr(store);
  const save = useSaveFilter(store);
  const remove = useDeleteFilter(store);
  const [previewExpr] = useDebouncedValue(expr, previewDebounceMs);

  // The buttons do nothing on empty input.
  const exprToTree = async () => {
    if (!expr.trim()) return;
    setOutcome(null);
    try {
      const reply = await toTree.mutateAsync(expr);
      setTreeText(prettyTree(reply.tree));
    } catch (error) {
      setOutcome(failed(syncTexts.exprInvalid, error));
    }
  };

  const treeToExpr = async () => {
    if (!treeText.trim()) return;
    setOutcome(null);
    let tree: unknown;
    try {
      tree = JSON.parse(treeText);
    } catch {
      // The tree must be valid JSON.
      setOutcome({ ok: false, title: syncTexts.treeInvalid, body: 'The tree is not valid JSON' });
      return;
    }
    try {
      const reply = await toExpr.mutateAsync(tree);
      setExpr(reply.expr);
    } catch (error) {
      setOutcome(failed(syncTexts.treeInvalid, error));
    }
  };

  const onSave = async () => {
    setOutcome(null);
    if (!expr.trim()) {
      setExprError(syncTexts.fieldRequired);
      return;
    }
    // The tree sent is the expression's own (the server re-parses it); a tree that does not parse
    // here is left out, and the server's answer names the problem.
    const tree: FilterTree | undefined = localTree(expr) ?? undefined;
    try {
      const reply = await save.mutateAsync({ table, expr, ...(tree ? { tree } : {}) });
      setExpr(reply.expr);
      setTreeText(prettyTree(reply.tree));
      setOutcome(succeeded(syncTexts.filterSaved(table)));
    } catch (error) {
      setOutcome(failed(syncTexts.filterSaveFailed(table), error));
    }
  };

  const onDelete = async () => {
    setConfirming(false);
    setOutcome(null);
    try {
      await remove.mutateAsync(table);
      setExpr('');
      setTreeText('');
      setOutcome(succeeded(syncTexts.filterDeleted(table)));
    } catch (error) {
      setOutcome(failed(syncTexts.filterDeleteFailed(table), error));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {table}
      </Title>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      <Textarea
        label="Expression"
        description="Comparisons (=, <>, <, <=, >, >=), LIKE, IN, BETWEEN, IS [NOT] NULL, joined by AND, OR, NOT; e.g. ITMSTA_0 = 1 AND ITMREF_0 LIKE 'BMS%'"
        autosize
        minRows={2}
        value={expr}
        error={exprError}
        onChange={(event) => {
          setExpr(event.currentTarget.value);
          setExprError(null);
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap="xs">
        <Tooltip label="Expression to tree" withinPortal={false}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Expression to tree"
            onClick={() => void exprToTree()}
            loading={toTree.isPending}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Tree to expression" withinPortal={false}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Tree to expression"
            onClick={() => void treeToExpr()}
            loading={toExpr.isPending}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Textarea
        label="Tree"
        readOnly
        autosize
        minRows={4}
        maxRows={18}
        value={treeText}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="space-between">
        {saved ? (
          <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={remove.isPending}>
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => void onSave()} loading={save.isPending}>
          Save
        </Button>
      </Group>
      <FilterPreview store={store} table={table} expr={previewExpr} />
      <ConfirmDialog
        opened={confirming}
        title="Delete filter"
        message={syncTexts.confirmFilterDelete(table)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onDelete()}
      />
    </Stack>
  );
}
