// The classroom dialog of the back office (original resource/classroom/edit.vue): name, classroom category
// (the enabled classroom tree), address, capacity (empty: no limit), projector and area. The server checks
// every rule again (a name another classroom has is refused on the name field).
import { classroomPaths, type TClassroom, type TTrainCategoryNode } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';

type Values = {
  roomName: string;
  categoryId: number;
  roomAddr: string;
  maxCapacity?: number;
  hasProjector: boolean;
  roomArea?: number;
};

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const toOptions = (nodes: TTrainCategoryNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: toOptions(node.children ?? []) }));

export function ClassroomFormModal(props: { room: TClassroom | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('training');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const categories = useQuery({
    queryKey: ['admin', 'training', 'classroom-categories'],
    queryFn: () => http.post<TTrainCategoryNode[]>(classroomPaths.categoryOrgList, { source: 'classroom' }),
  });
  const { room } = props;
  useEffect(() => {
    form.setFieldsValue(
      room
        ? {
            roomName: room.roomName,
            categoryId: room.categoryId ?? undefined,
            roomAddr: room.roomAddr,
            maxCapacity: room.maxCapacity ?? undefined,
            hasProjector: room.hasProjector === 1,
            roomArea: room.roomArea,
          }
        : { hasProjector: false },
    );
  }, [form, room]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        ...values,
        hasProjector: values.hasProjector ? 1 : 0,
        maxCapacity: values.maxCapacity ?? 0,
      };
      if (room) await http.post(classroomPaths.update, { ...body, id: room.id }, { silent: true });
      else await http.post(classroomPaths.add, body, { silent: true });
      props.onClose(true);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const fields = serverFieldErrors(error);
      form.setFields(
        (fields.length > 0 ? fields : [{ field: 'roomName' }]).map((item) => ({
          name: item.field as keyof Values,
          errors: [message],
        })),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={room ? t('classroomAdmin.edit') : t('classroomAdmin.add')}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item name="roomName" label={t('classroomAdmin.name')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="categoryId" label={t('classroomAdmin.category')} rules={[{ required: true }]}>
          <TreeSelect treeData={toOptions(categories.data ?? [])} treeDefaultExpandAll />
        </Form.Item>
        <Form.Item name="roomAddr" label={t('classroomAdmin.address')} rules={[{ required: true, max: 300 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="maxCapacity" label={t('classroomAdmin.capacity')}>
          <InputNumber min={0} max={100000} placeholder={t('admin.classroomNoLimit')} />
        </Form.Item>
        <Form.Item name="roomArea" label={t('classroomAdmin.area')}>
          <InputNumber min={0} max={100000} step={0.1} precision={1} />
        </Form.Item>
        <Form.Item name="hasProjector" label={t('classroomAdmin.projector')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
