/**
 * RowActions — the link buttons of a list row's actions column. An action with `confirm` asks first
 * (confirmAction, red by default); one without runs at once. A failed action needs no handling here: the
 * request layer has already shown the server's message.
 *
 *   render: (_, row) => <RowActions actions={[
 *     { key: 'edit', label: t('admin.edit'), onClick: () => setEditing(row) },
 *     { key: 'delete', label: t('admin.delete'), danger: true, confirm: t('admin.confirmDelete'),
 *       onClick: () => api.remove(row.id).then(refresh) },
 *   ]} />
 */
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { confirmAction } from './confirmAction.ts';

export type RowAction = {
  key: string;
  label: ReactNode;
  onClick: () => unknown;
  danger?: boolean;
  /** What the confirmation says; without it the action runs at once. */
  confirm?: ReactNode;
  testId?: string;
};

export function RowActions(props: { actions: RowAction[] }) {
  const run = (action: RowAction) => {
    if (action.confirm !== undefined) {
      void confirmAction({ content: action.confirm, danger: action.danger ?? true, onOk: action.onClick });
      return;
    }
    void Promise.resolve(action.onClick()).catch(() => undefined);
  };
  return (
    <Space size={0} wrap>
      {props.actions.map((action) => (
        <Button
          key={action.key}
          type="link"
          danger={action.danger}
          data-testid={action.testId}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
