// The add/edit dialog of a course category: name, parent (a move when changed) and the org units it is
// visible to (none: the whole tenant). Validated by the shared schema; server errors land on their fields.
import { type TAdminOrgNode, type TCategoryNode, ZCategoryAddSchema } from '@elearning/shared';
import { Alert, Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../admin/components/index.ts';
import { useCategories, useOrgTree } from './api.ts';

export type CategoryDraft = { id?: number; name: string; parentId?: number; orgIds: number[] };

type TreeOption = { value: number; title: string; children: TreeOption[]; disabled?: boolean };

function categoryOptions(nodes: TCategoryNode[], excluded?: number): TreeOption[] {
  return nodes
    .filter((node) => node.id !== excluded)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: categoryOptions(node.children, excluded),
    }));
}

function orgOptions(nodes: TAdminOrgNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.orgId,
    title: node.orgName,
    children: orgOptions(node.children ?? []),
  }));
}

export function CategoryForm(props: {
  draft: CategoryDraft;
  onSave: (values: CategoryDraft) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('course');
  const categories = useCategories();
  const orgs = useOrgTree();
  const labels = {
    name: t('admin.category.name'),
    parentId: t('admin.category.parent'),
    orgIds: t('admin.category.orgs'),
  };
  const { form, submit, submitting, formErrors } = useZodForm(ZCategoryAddSchema, { labels });
  const save = () =>
    submit(async (values) => {
      await props.onSave({ ...values, id: props.draft.id });
      props.onClose();
    });
  return (
    <Modal
      open
      title={props.draft.id ? t('admin.category.edit') : t('admin.category.add')}
      onOk={() => void save()}
      okButtonProps={{ loading: submitting, 'data-testid': 'category-save' }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {formErrors.length > 0 && <Alert type="error" showIcon title={formErrors.join(' ')} />}
      <Form form={form} layout="vertical" initialValues={props.draft}>
        <Form.Item name="name" label={labels.name} required>
          <Input maxLength={32} showCount data-testid="category-name" />
        </Form.Item>
        <Form.Item name="parentId" label={labels.parentId}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('admin.category.root')}
            treeData={categoryOptions(categories.data ?? [], props.draft.id)}
          />
        </Form.Item>
        <Form.Item name="orgIds" label={labels.orgIds} extra={t('admin.category.orgsHint')}>
          <TreeSelect
            multiple
            allowClear
            treeDefaultExpandAll
            loading={orgs.isLoading}
            placeholder={t('admin.category.allOrgs')}
            treeData={orgOptions(orgs.data ?? [])}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
