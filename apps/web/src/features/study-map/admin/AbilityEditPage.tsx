// Create or edit an ability (原 编辑能力): name and description, graded levels (1..5), and each level's
// learning ways (course, exam, training or live by id, or a material to report). Levels and ways left out
// are removed on save; the server refuses to remove a level a position requires.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { AbilityRouteType, type TAbilitySave } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

const TYPES = [
  { value: AbilityRouteType.course, key: 'routeTypes.course' },
  { value: AbilityRouteType.exam, key: 'routeTypes.exam' },
  { value: AbilityRouteType.training, key: 'routeTypes.training' },
  { value: AbilityRouteType.live, key: 'routeTypes.live' },
  { value: AbilityRouteType.material, key: 'routeTypes.material' },
] as const;

export function Component() {
  const { t } = useTranslation('study-map');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const [form] = Form.useForm<TAbilitySave>();
  const existing = useQuery({
    queryKey: studyMapAdminKeys.ability(id ?? 0),
    queryFn: () => studyMapAdminApi.ability(id ?? 0),
    enabled: id !== undefined,
  });
  useEffect(() => {
    if (existing.data) form.setFieldsValue({ ...existing.data, id });
  }, [existing.data, form, id]);

  const save = async (values: TAbilitySave) => {
    await studyMapAdminApi.saveAbility({ ...values, id, levels: values.levels ?? [] });
    adminFeedback.success(t('admin.saved'));
    await client.invalidateQueries({ queryKey: studyMapAdminKeys.abilities });
    navigate('/studyMap/abilityDictionary');
  };

  return (
    <Spin spinning={existing.isLoading}>
      <Card title={id ? t('admin.ability.editTitle') : t('admin.ability.create')}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          data-testid="ability-form"
        >
          <Form.Item name="abilityName" label={t('admin.ability.name')} rules={[{ required: true, max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="abilityDesc" label={t('admin.ability.desc')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.List name="levels">
            {(levels, { add, remove }) => (
              <>
                {levels.map((level) => (
                  <Card
                    key={level.key}
                    size="small"
                    title={t('admin.ability.levels')}
                    extra={
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('admin.delete')}
                        onClick={() => remove(level.name)}
                      />
                    }
                    style={{ marginBottom: 12 }}
                  >
                    <Space wrap>
                      <Form.Item
                        name={[level.name, 'levelName']}
                        label={t('admin.ability.levelName')}
                        rules={[{ required: true }]}
                      >
                        <Input />
                      </Form.Item>
                      <Form.Item
                        name={[level.name, 'sort']}
                        label={t('admin.ability.grade')}
                        rules={[{ required: true }]}
                      >
                        <InputNumber min={1} max={5} />
                      </Form.Item>
                    </Space>
                    <Form.List name={[level.name, 'routes']}>
                      {(ways, wayOps) => (
                        <>
                          {ways.map((way) => (
                            <Space key={way.key} wrap align="baseline">
                              <Form.Item
                                name={[way.name, 'routeType']}
                                label={t('admin.ability.routeType')}
                                rules={[{ required: true }]}
                              >
                                <Select
                                  style={{ width: 140 }}
                                  options={TYPES.map((type) => ({ value: type.value, label: t(type.key) }))}
                                />
                              </Form.Item>
                              <Form.Item name={[way.name, 'bizId']} label={t('admin.ability.bizId')}>
                                <InputNumber min={0} />
                              </Form.Item>
                              <Form.Item
                                name={[way.name, 'routeName']}
                                label={t('admin.ability.routeName')}
                                rules={[{ required: true }]}
                              >
                                <Input />
                              </Form.Item>
                              <Form.Item name={[way.name, 'material']} label={t('admin.ability.material')}>
                                <Input />
                              </Form.Item>
                              <Button
                                type="text"
                                icon={<MinusCircleOutlined />}
                                aria-label={t('admin.delete')}
                                onClick={() => wayOps.remove(way.name)}
                              />
                            </Space>
                          ))}
                          <Button
                            type="dashed"
                            icon={<PlusOutlined />}
                            onClick={() => wayOps.add({ routeType: AbilityRouteType.course, bizId: 0 })}
                          >
                            {t('admin.ability.addWay')}
                          </Button>
                        </>
                      )}
                    </Form.List>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ sort: levels.length + 1, routes: [] })}
                >
                  {t('admin.ability.addLevel')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit">
              {t('admin.model.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </Spin>
  );
}
