// The add / edit form of a person: name, account, phone, email, sex, org unit, position and (new people)
// the initial password; on edit also the identities (lecturer, tutor, org admin) the learner side reads.
import type { TAdminUser } from '@elearning/shared';
import { Checkbox, Form, Input, Modal, Select, Space, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { treeOptions, usePositions, useUnits } from './api.ts';

const SEXES = ['unknown', 'male', 'female'] as const;

export type UserDraft = {
  name: string;
  account?: string;
  phonenum?: string;
  email?: string;
  sex: number;
  orgId?: number;
  positionId?: number;
  password?: string;
  isLecturer?: boolean;
  isTutor?: boolean;
  isOrgAdmin?: boolean;
};

export function UserForm(props: {
  user?: TAdminUser | null;
  open: boolean;
  onCancel: () => void;
  onSave: (draft: UserDraft) => Promise<void>;
}) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<UserDraft>();
  const units = useUnits();
  const positions = usePositions();
  const editing = Boolean(props.user);
  useEffect(() => {
    if (!props.open) return;
    const user = props.user;
    form.setFieldsValue(
      user
        ? {
            name: user.name,
            phonenum: user.phonenum || undefined,
            email: user.email || undefined,
            sex: user.sex,
            orgId: user.orgId || undefined,
            positionId: user.positionId || undefined,
            isLecturer: user.isLecturer,
            isTutor: user.isTutor,
            isOrgAdmin: user.isOrgAdmin,
          }
        : { name: '', sex: 0 },
    );
  }, [props.open, props.user, form]);
  const submit = async () => props.onSave(await form.validateFields());
  const u = (key: string) => t(`admin.users.${key}` as 'admin.users.name');
  return (
    <Modal
      open={props.open}
      title={editing ? u('edit') : u('add')}
      onCancel={props.onCancel}
      onOk={() => void submit()}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="user-form">
        <Form.Item name="name" label={u('name')} rules={[{ required: true, whitespace: true, max: 32 }]}>
          <Input maxLength={32} />
        </Form.Item>
        {!editing && (
          <Form.Item name="account" label={u('account')} rules={[{ max: 32, pattern: /^[\w.@-]*$/ }]}>
            <Input maxLength={32} />
          </Form.Item>
        )}
        <Form.Item name="phonenum" label={u('phone')} rules={[{ pattern: /^1[3-9]\d{9}$/ }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={u('email')} rules={[{ type: 'email', max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="sex" label={u('sex')}>
          <Select
            aria-label={u('sex')}
            options={SEXES.map((key, value) => ({ value, label: t(`admin.users.sexes.${key}`) }))}
          />
        </Form.Item>
        <Form.Item name="orgId" label={u('org')} rules={[{ required: true }]}>
          <TreeSelect
            aria-label={u('org')}
            treeDefaultExpandAll
            treeData={treeOptions(
              units.data ?? [],
              (n) => n.orgName,
              (n) => n.orgId,
            )}
          />
        </Form.Item>
        <Form.Item name="positionId" label={u('position')}>
          <TreeSelect
            aria-label={u('position')}
            allowClear
            treeDefaultExpandAll
            treeData={treeOptions(
              positions.data ?? [],
              (n) => n.name,
              (n) => n.id,
            )}
          />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label={u('password')}
            extra={u('passwordHint')}
            rules={[{ min: 6, max: 12 }]}
          >
            <Input.Password maxLength={12} autoComplete="new-password" />
          </Form.Item>
        )}
        {editing && (
          <Form.Item label={u('identities')}>
            <Space>
              <Form.Item name="isLecturer" valuePropName="checked" noStyle>
                <Checkbox>{u('lecturer')}</Checkbox>
              </Form.Item>
              <Form.Item name="isTutor" valuePropName="checked" noStyle>
                <Checkbox>{u('tutor')}</Checkbox>
              </Form.Item>
              <Form.Item name="isOrgAdmin" valuePropName="checked" noStyle>
                <Checkbox>{u('orgAdmin')}</Checkbox>
              </Form.Item>
            </Space>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
