// The template editor (the original's /questionnaire/edit): name, remark, anonymous, and the questions —
// single / multiple choice (with min and max), short answer, rating scale and matrix; required per
// question; an optional section heading. The server checks every rule again and names the field.
import { AsqQuestionType } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { questionnaireAdminApi, questionnaireAdminKeys } from './api.ts';
import { blankQuestion, type TemplateValues, toTemplateInput, toTemplateValues } from './template-form.ts';

const TYPES = Object.values(AsqQuestionType);

function QuestionsEditor() {
  const { t } = useTranslation('questionnaire');
  return (
    <Form.List name="questions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              className="asq-admin-question"
              title={t('admin.template.question', { n: index + 1 })}
              extra={
                <Button type="link" danger onClick={() => remove(field.name)}>
                  {t('admin.delete')}
                </Button>
              }
            >
              <Form.Item
                name={[field.name, 'type']}
                label={t('admin.template.type')}
                rules={[{ required: true }]}
              >
                <Select options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'content']}
                label={t('admin.template.content')}
                rules={[{ required: true, max: 500 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'section']} label={t('admin.template.section')}>
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'required']}
                label={t('admin.template.required')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const type = getFieldValue(['questions', field.name, 'type']);
                  return (
                    <>
                      {type !== AsqQuestionType.short && type !== AsqQuestionType.rating ? (
                        <Form.Item
                          name={[field.name, 'optionsText']}
                          label={t('admin.template.options')}
                          rules={[{ required: true }]}
                        >
                          <Input.TextArea autoSize={{ minRows: 3 }} />
                        </Form.Item>
                      ) : null}
                      {type === AsqQuestionType.matrix ? (
                        <Form.Item
                          name={[field.name, 'rowsText']}
                          label={t('admin.template.rows')}
                          rules={[{ required: true }]}
                        >
                          <Input.TextArea autoSize={{ minRows: 2 }} />
                        </Form.Item>
                      ) : null}
                      {type === AsqQuestionType.multi ? (
                        <Space>
                          <Form.Item name={[field.name, 'multiMin']} label={t('admin.template.min')}>
                            <InputNumber min={0} max={30} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'multiMax']} label={t('admin.template.max')}>
                            <InputNumber min={1} max={30} />
                          </Form.Item>
                        </Space>
                      ) : null}
                      {type === AsqQuestionType.rating ? (
                        <Form.Item name={[field.name, 'ratingMax']} label={t('admin.template.ratingMax')}>
                          <InputNumber min={2} max={10} />
                        </Form.Item>
                      ) : null}
                    </>
                  );
                }}
              </Form.Item>
            </Card>
          ))}
          <Button onClick={() => add({ ...blankQuestion })}>{t('admin.template.addQuestion')}</Button>
        </>
      )}
    </Form.List>
  );
}

export function Component() {
  const { t } = useTranslation('questionnaire');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<TemplateValues>();
  const existing = useQuery({
    queryKey: questionnaireAdminKeys.template(id),
    queryFn: () => questionnaireAdminApi.template(id),
    enabled: id > 0,
  });
  if (id > 0 && existing.isPending) return <Spin />;
  if (existing.isError) return <Alert type="error" showIcon message={existing.error.message} />;

  const save = async (values: TemplateValues) => {
    await questionnaireAdminApi.saveTemplate(toTemplateInput(values, id || undefined));
    await client.invalidateQueries({ queryKey: questionnaireAdminKeys.templates });
    adminFeedback.success(t('admin.saved'));
    navigate('/questionnaire/management');
  };

  return (
    <div className="asq-admin-edit" data-testid="asq-template-edit">
      <h1>{t(id ? 'admin.template.editTitle' : 'admin.template.add')}</h1>
      <Form<TemplateValues>
        form={form}
        layout="vertical"
        initialValues={
          existing.data
            ? toTemplateValues(existing.data)
            : { anonymous: false, questions: [{ ...blankQuestion }] }
        }
        onFinish={(values) => save(values).catch(() => undefined)}
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('admin.template.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea />
        </Form.Item>
        <Form.Item name="anonymous" label={t('admin.anonymous')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <QuestionsEditor />
        <div className="asq-admin-actions">
          <Button type="primary" htmlType="submit" data-testid="asq-template-save">
            {t('admin.save')}
          </Button>
          <Button onClick={() => navigate('/questionnaire/management')}>{t('cancel')}</Button>
        </div>
      </Form>
    </div>
  );
}
