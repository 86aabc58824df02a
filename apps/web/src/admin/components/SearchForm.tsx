// The search form of a list page, drawn from field definitions (search-filters.ts; ListPage.tsx has the
// API). Submitting hands the filled-in values up as query parameters; Reset clears them and searches again.
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Filters, type FormValues, filtersOf, type SearchField } from './search-filters.ts';

export type { Filters, SearchField, SearchOption } from './search-filters.ts';

/**
 * The field's control as an element (not a component of its own): Form.Item hands `id`, `value` and
 * `onChange` to its direct child, which ties the label to the control and the value to the form.
 */
function controlOf(field: SearchField, allLabel: string) {
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={field.placeholder} maxLength={field.maxLength ?? 100} />;
    case 'number':
      return <InputNumber min={field.min} max={field.max} style={{ width: 140 }} />;
    case 'select':
      return (
        <Select
          allowClear
          placeholder={allLabel}
          mode={field.multiple ? 'multiple' : undefined}
          options={field.options}
          style={{ minWidth: 160 }}
        />
      );
    case 'dateRange':
      return <DatePicker.RangePicker />;
  }
}

export function SearchForm({
  fields,
  onSearch,
  loading,
}: {
  fields: SearchField[];
  onSearch: (filters: Filters) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<FormValues>();
  if (fields.length === 0) return null;
  return (
    <search aria-label={t('list.filters')} className="admin-search">
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => onSearch(filtersOf(fields, values))}
        data-testid="admin-search-form"
      >
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            {controlOf(field, t('list.all'))}
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={loading}>
              {t('list.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('list.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </search>
  );
}
