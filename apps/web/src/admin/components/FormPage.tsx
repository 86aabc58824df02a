/**
 * FormPage — an add/edit screen: heading, an antd Form validated by a shared zod schema (useZodForm),
 * server field errors on their fields, errors naming no field above the form, Save/Cancel, and the
 * loading and error states of the record being edited. Fields are ordinary `<Form.Item name=…>` children.
 *
 *   <FormPage
 *     title={t('course:admin.edit')}
 *     schema={ZCourseSaveSchema}
 *     labels={{ name: t('course:admin.name') }}
 *     initialValues={course.data}          // undefined while loading → skeleton
 *     loading={course.isLoading} error={course.error}
 *     extraValues={{ id }}
 *     onSubmit={(values) => http.post(courseAdminPaths.save, values)}
 *     onDone={() => navigate('/course/list')}
 *     onCancel={() => navigate(-1)}
 *   >
 *     <Form.Item name="name" label={t('course:admin.name')} required><Input /></Form.Item>
 *   </FormPage>
 *
 * After a successful `onSubmit` it shows "Saved" and calls `onDone` with the result.
 */
import { Alert, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminFeedback } from './feedback.tsx';
import { useZodForm } from './useZodForm.ts';

export type FormPageProps<S extends z.ZodType, R> = {
  title: string;
  schema: S;
  /** Form labels by field name (named in validation messages). */
  labels?: Record<string, string>;
  initialValues?: Record<string, unknown>;
  /** Values sent with the form that have no field (the edited record's id, …). */
  extraValues?: Record<string, unknown>;
  loading?: boolean;
  /** The failure loading the record, shown instead of the form. */
  error?: unknown;
  onSubmit: (values: z.output<S>) => Promise<R>;
  onDone?: (result: R) => void;
  onCancel?: () => void;
  submitText?: string;
  /** Extra buttons next to Save. */
  actions?: ReactNode;
  layout?: 'horizontal' | 'vertical';
  children: ReactNode;
  testId?: string;
};

export function FormPage<S extends z.ZodType, R>(props: FormPageProps<S, R>) {
  const { t } = useTranslation('admin');
  const { form, submit, submitting, formErrors } = useZodForm(props.schema, {
    labels: props.labels,
    extraValues: props.extraValues,
  });
  const { initialValues } = props;
  useEffect(() => {
    if (initialValues) form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  const onFinish = async () => {
    const outcome = await submit(async (values) => ({ result: await props.onSubmit(values) }));
    if (!outcome) return;
    adminFeedback.success(t('form.saved'));
    props.onDone?.(outcome.result);
  };

  let body: ReactNode;
  if (props.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('form.loadFailed')}
        description={props.error instanceof Error ? props.error.message : undefined}
      />
    );
  } else if (props.loading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Form
        form={form}
        layout={props.layout ?? 'horizontal'}
        labelCol={props.layout === 'vertical' ? undefined : { flex: '140px' }}
        initialValues={initialValues}
        onFinish={() => void onFinish()}
        scrollToFirstError
        data-testid={props.testId ?? 'admin-form'}
      >
        {formErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={formErrors.join(' ')}
            className="admin-form__errors"
          />
        ) : null}
        {props.children}
        <Form.Item label={props.layout === 'vertical' ? undefined : ' '} colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {props.submitText ?? t('form.submit')}
            </Button>
            {props.onCancel ? <Button onClick={props.onCancel}>{t('form.cancel')}</Button> : null}
            {props.actions}
          </Space>
        </Form.Item>
      </Form>
    );
  }

  return (
    <section className="admin-form">
      <Typography.Title level={1} className="admin-page-title">
        {props.title}
      </Typography.Title>
      <Card>{body}</Card>
    </section>
  );
}
