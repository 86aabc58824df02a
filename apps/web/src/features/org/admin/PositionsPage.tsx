// Positions (the original's 岗位管理, #/system/station): a tree with add, edit and move, delete only an
// unused one, import (t9) and export.
import { orgAdminPaths, type TPositionNode } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import { type TreeNode, TreePage } from './TreePage.tsx';

type PositionNode = TreeNode & { orgName: string; userNum: number; orgId: number };
const toNode = (p: TPositionNode): PositionNode => ({ ...p, children: p.children.map(toNode) });

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <TreePage
        title={t('admin.positions.title')}
        testId="org-positions"
        queryKey={orgAdminKeys.positions}
        load={async () => (await orgAdminApi.positions()).map(toNode)}
        save={(draft) => {
          const body = { name: draft.name, code: draft.code, parentId: draft.parentId };
          return draft.id
            ? orgAdminApi.editPosition({ ...body, id: draft.id })
            : orgAdminApi.addPosition(body);
        }}
        remove={(node) => orgAdminApi.deletePosition(node.id)}
        columns={[
          { title: t('admin.positions.name'), dataIndex: 'name' },
          { title: t('admin.positions.code'), dataIndex: 'code' },
          { title: t('admin.positions.org'), render: (_, node) => (node as PositionNode).orgName },
          {
            title: t('admin.positions.userNum'),
            render: (_, node) => (node as PositionNode).userNum,
            width: 90,
          },
        ]}
        texts={{
          add: t('admin.positions.add'),
          name: t('admin.positions.name'),
          code: t('admin.positions.code'),
          parent: t('admin.positions.parent'),
          empty: t('admin.positions.empty'),
          deleteConfirm: (name) => t('admin.positions.deleteConfirm', { name }),
        }}
        toolbar={
          <>
            <Button onClick={() => setImporting(true)}>{t('admin.import')}</Button>
            <Button
              onClick={() =>
                void downloadFile(orgAdminPaths.positionExport, {}, `${t('admin.positions.title')}.xlsx`)
              }
            >
              {t('admin.export')}
            </Button>
          </>
        }
      />
      <ImportDialog
        open={importing}
        code="t9"
        title={t('admin.positions.title')}
        uploadPath={orgAdminPaths.positionImport}
        errorPath={orgAdminPaths.positionImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: orgAdminKeys.positions })}
      />
    </>
  );
}
