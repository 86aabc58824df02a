// The editor's stages: each a name and its items (kind, the record, required or elective, and whether the
// previous item must be done first — the prerequisite that locks it for the learner).
import { PlanItemKind } from '@elearning/shared';
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Option, studyPlanAdminApi } from './api.ts';
import { RemoteSelect } from './RemoteSelect.tsx';

export type ItemValue = { kind: PlanItemKind; refId?: number; required: boolean; afterPrevious: boolean };
export type StageValue = { name: string; items: ItemValue[] };

const KINDS = Object.values(PlanItemKind);

export function PlanStagesField({ known }: { known: Option[] }) {
  const { t } = useTranslation('study-plan');
  const form = Form.useFormInstance();
  return (
    <Form.List name="stages">
      {(stages, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {stages.map((stage) => (
            <Card
              key={stage.key}
              size="small"
              title={
                <Form.Item
                  name={[stage.name, 'name']}
                  rules={[{ required: true, max: 50 }]}
                  style={{ margin: 0 }}
                >
                  <Input aria-label={t('admin.edit.stageName')} placeholder={t('admin.edit.stageName')} />
                </Form.Item>
              }
              extra={
                <Button type="link" danger onClick={() => remove(stage.name)}>
                  {t('admin.edit.removeStage')}
                </Button>
              }
            >
              <Form.List name={[stage.name, 'items']}>
                {(items, itemOps) => (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {items.map((item) => (
                      <Space key={item.key} wrap align="start">
                        <Form.Item name={[item.name, 'kind']} style={{ margin: 0 }}>
                          <Select
                            aria-label={t('admin.edit.itemKind')}
                            style={{ width: 110 }}
                            options={KINDS.map((kind) => ({ value: kind, label: t(`itemKind.${kind}`) }))}
                            onChange={() =>
                              form.setFieldValue(
                                ['stages', stage.name, 'items', item.name, 'refId'],
                                undefined,
                              )
                            }
                          />
                        </Form.Item>
                        <Form.Item noStyle shouldUpdate>
                          {({ getFieldValue }) => {
                            const kind: string = getFieldValue([
                              'stages',
                              stage.name,
                              'items',
                              item.name,
                              'kind',
                            ]);
                            return (
                              <Form.Item
                                name={[item.name, 'refId']}
                                rules={[{ required: true }]}
                                style={{ margin: 0 }}
                              >
                                <RemoteSelect
                                  queryKey={['study-plan-admin', 'items', kind]}
                                  search={(name) => studyPlanAdminApi.itemOptions(kind, name)}
                                  known={known}
                                  ariaLabel={t('admin.edit.itemRef')}
                                  testId="plan-item-ref"
                                />
                              </Form.Item>
                            );
                          }}
                        </Form.Item>
                        <Form.Item
                          name={[item.name, 'required']}
                          valuePropName="checked"
                          style={{ margin: 0 }}
                        >
                          <Checkbox>{t('admin.edit.required')}</Checkbox>
                        </Form.Item>
                        <Form.Item
                          name={[item.name, 'afterPrevious']}
                          valuePropName="checked"
                          style={{ margin: 0 }}
                        >
                          <Checkbox>{t('admin.edit.prerequisite')}</Checkbox>
                        </Form.Item>
                        <Button type="link" danger onClick={() => itemOps.remove(item.name)}>
                          {t('admin.edit.removeItem')}
                        </Button>
                      </Space>
                    ))}
                    <Button
                      onClick={() =>
                        itemOps.add({ kind: PlanItemKind.course, required: true, afterPrevious: false })
                      }
                    >
                      {t('admin.edit.addItem')}
                    </Button>
                  </Space>
                )}
              </Form.List>
            </Card>
          ))}
          <Button type="dashed" onClick={() => add({ name: '', items: [] })}>
            {t('admin.edit.addStage')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
