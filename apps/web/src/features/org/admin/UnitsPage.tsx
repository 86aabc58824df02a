// The org tree (the original's 组织管理, #/orgs/orgManagement): add, add below, edit and move, delete only
// an empty unit, import (t2) and export.
import { OrgType, orgAdminPaths, type TAdminOrgNode } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import { type TreeNode, TreePage } from './TreePage.tsx';

type UnitNode = TreeNode & { orgType: string; userNum: number };

function toNode(unit: TAdminOrgNode): UnitNode {
  return {
    id: unit.orgId,
    name: unit.orgName,
    code: unit.orgCode,
    parentId: unit.parentOrgId,
    orgType: unit.orgType,
    userNum: unit.userNum,
    children: unit.children.map(toNode),
  };
}

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const types = Object.values(OrgType).map((value) => ({ value, label: t(`admin.types.${value}`) }));
  return (
    <>
      <TreePage
        title={t('admin.units.title')}
        testId="org-units"
        queryKey={orgAdminKeys.units}
        load={async () => (await orgAdminApi.units()).map(toNode)}
        save={(draft) => {
          const body = {
            orgName: draft.name,
            orgCode: draft.code,
            parentOrgId: draft.parentId,
            orgType: draft.extra,
          };
          return draft.id ? orgAdminApi.editUnit({ ...body, orgId: draft.id }) : orgAdminApi.addUnit(body);
        }}
        remove={(node) => orgAdminApi.deleteUnit(node.id)}
        columns={[
          { title: t('admin.units.name'), dataIndex: 'name' },
          { title: t('admin.units.code'), dataIndex: 'code' },
          {
            title: t('admin.units.type'),
            render: (_, node) => t(`admin.types.${(node as UnitNode).orgType as OrgType}`),
          },
          { title: t('admin.units.userNum'), render: (_, node) => (node as UnitNode).userNum, width: 90 },
        ]}
        texts={{
          add: t('admin.units.add'),
          addChild: t('admin.units.addChild'),
          name: t('admin.units.name'),
          code: t('admin.units.code'),
          parent: t('admin.units.parent'),
          empty: t('admin.units.empty'),
          deleteConfirm: (name) => t('admin.units.deleteConfirm', { name }),
        }}
        extraField={{
          label: t('admin.units.type'),
          options: types,
          initial: OrgType.department,
          of: (node) => (node as UnitNode).orgType,
        }}
        toolbar={
          <>
            <Button onClick={() => setImporting(true)} data-testid="org-units-import">
              {t('admin.import')}
            </Button>
            <Button
              onClick={() => void downloadFile(orgAdminPaths.orgExport, {}, `${t('admin.units.title')}.xlsx`)}
            >
              {t('admin.export')}
            </Button>
          </>
        }
      />
      <ImportDialog
        open={importing}
        code="t2"
        title={t('admin.units.title')}
        uploadPath={orgAdminPaths.orgImport}
        errorPath={orgAdminPaths.orgImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: orgAdminKeys.units })}
      />
    </>
  );
}
