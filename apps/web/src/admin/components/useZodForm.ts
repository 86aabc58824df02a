/**
 * useZodForm — an antd form validated by a shared zod schema (packages/shared), with the server's field
 * errors shown on their fields. The schema's issue messages are message keys of the shared catalogue,
 * translated into the UI language; fields are named in the message by their form label when given.
 *
 *   const { form, submit, applyServerErrors } = useZodForm(ZCourseSaveSchema, { labels: { name: t('…') } });
 *   <Form form={form} onFinish={() => submit(save)}> <Form.Item name="name" label=…> … </Form>
 *
 * `submit(handler)` parses the values (errors land on the fields; handler not called) and calls `handler`
 * with the parsed output; a failure of `handler` carrying the reply envelope's `response.fields`
 * (`[{ field, message }]`) lands on those fields too. It resolves to the handler's result, or undefined.
 * FormPage.tsx wraps this with the page's heading, buttons and loading/error states.
 */
import { Form, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useLang } from '../../i18n/hooks.ts';
import { describeIssue, type FieldErrors, serverFieldErrors } from './field-errors.ts';

export { describeIssue, type FieldErrors, serverFieldErrors } from './field-errors.ts';

function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export type ZodFormOptions = {
  /** Form labels by field name, used to name the field in messages. */
  labels?: Record<string, string>;
  /** Values merged under the form's own (ids of the edited record, fixed parameters). */
  extraValues?: Record<string, unknown>;
};

export function useZodForm<S extends z.ZodType>(schema: S, options: ZodFormOptions = {}) {
  const [form] = Form.useForm();
  const lang = useLang();
  /** Errors that name no field of the form (shown above it by FormPage). */
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const { labels = {}, extraValues } = options;

  const place = useCallback(
    (errors: FieldErrors) => {
      // The fields drawn by a Form.Item with a name (registered), whatever their value.
      const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
      const onFields = errors.filter((error) => known.has(error.field));
      form.setFields(onFields.map((error) => ({ name: namePath(error.field), errors: [error.message] })));
      setFormErrors(errors.filter((error) => !onFields.includes(error)).map((error) => error.message));
      return errors.length;
    },
    [form],
  );

  /** Shows a failed call's field errors (on their fields, the rest above the form); returns how many (0: none). */
  const applyServerErrors = useCallback((error: unknown) => place(serverFieldErrors(error)), [place]);

  const submit = useCallback(
    async <R>(handler: (values: z.output<S>) => Promise<R>): Promise<R | undefined> => {
      setFormErrors([]);
      const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
      form.setFields(shown.map((field) => ({ name: field.name, errors: [] })));
      const values = { ...extraValues, ...(form.getFieldsValue(true) as Record<string, unknown>) };
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        place(
          parsed.error.issues.map((issue) => ({
            field: issue.path.map(String).join('.'),
            message: describeIssue(issue, lang, labels),
          })),
        );
        return undefined;
      }
      setSubmitting(true);
      try {
        return await handler(parsed.data);
      } catch (error) {
        applyServerErrors(error);
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [schema, form, lang, labels, extraValues, place, applyServerErrors],
  );

  return { form: form as FormInstance, submit, submitting, formErrors, applyServerErrors };
}
