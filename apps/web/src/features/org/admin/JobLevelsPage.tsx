// Job levels (the original's 职级管理, #/system/rankList): a tenant-wide tree.
import { useTranslation } from 'react-i18next';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import { TreePage } from './TreePage.tsx';

export function Component() {
  const { t } = useTranslation('org');
  return (
    <TreePage
      title={t('admin.levels.title')}
      testId="org-levels"
      queryKey={orgAdminKeys.levels}
      load={orgAdminApi.levels}
      save={(draft) => {
        const body = { name: draft.name, code: draft.code, parentId: draft.parentId };
        return draft.id ? orgAdminApi.editLevel({ ...body, id: draft.id }) : orgAdminApi.addLevel(body);
      }}
      remove={(node) => orgAdminApi.deleteLevel(node.id)}
      columns={[
        { title: t('admin.levels.name'), dataIndex: 'name' },
        { title: t('admin.levels.code'), dataIndex: 'code' },
      ]}
      texts={{
        add: t('admin.levels.add'),
        name: t('admin.levels.name'),
        code: t('admin.levels.code'),
        parent: t('admin.units.parent'),
        empty: t('admin.levels.empty'),
        deleteConfirm: (name) => t('admin.levels.deleteConfirm', { name }),
      }}
    />
  );
}
