// 培训协议 (back office, original src/views/agreement): one line per training with agreements (people,
// signed, broken, period); a new agreement names a training, a start date and the years of service and binds
// every trainee; a line opens its people and can be deleted.
import {
  type TPage,
  type TTrainAgreementLine,
  type TTrainAgreementPerson,
  trainingAdminPaths,
} from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../admin/components/ListPage.tsx';
import { http } from '../../../lib/http/index.ts';

const KEY = ['admin', 'training', 'agreements'] as const;
const STATUSES = ['unsigned', 'signed', 'broken'] as const;
const statusOf = (status: string) => STATUSES.find((known) => known === status) ?? 'unsigned';
const day = (ms: number | null) => (ms ? new Date(ms).toLocaleDateString() : '—');

type Values = { trainId: number; name: string; start: Dayjs; serviceYear: number };

function NewAgreement({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('training');
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const trains = useQuery({
    queryKey: ['admin', 'training', 'agreement-trains', search],
    queryFn: () =>
      http.get<TPage<{ id: number; trainName: string }>>(trainingAdminPaths.agreementTrains, {
        pageNo: 1,
        pageSize: 20,
        name: search,
      }),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      http.post(trainingAdminPaths.agreementSave, {
        trainId: values.trainId,
        name: values.name,
        agreementStartTime: values.start.startOf('day').valueOf(),
        serviceYear: values.serviceYear,
      }),
    onSuccess: () => onClose(true),
  });
  return (
    <Modal
      open
      title={t('admin.newAgreement')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ serviceYear: 1 }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="trainId" label={t('admin.agreementTrain')} rules={[{ required: true }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={trains.isFetching}
            options={(trains.data?.data ?? []).map((row) => ({ value: row.id, label: row.trainName }))}
            onChange={(_, option) => {
              const label = Array.isArray(option) ? '' : String(option?.label ?? '');
              if (!form.getFieldValue('name')) form.setFieldValue('name', `${label}协议`);
            }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('admin.agreementName')} rules={[{ required: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Space>
          <Form.Item name="start" label={t('admin.agreementStart')} rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="serviceYear" label={t('admin.serviceYear')}>
            <InputNumber min={1} max={20} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

function AgreementPeople({ line, onClose }: { line: TTrainAgreementLine; onClose: () => void }) {
  const { t } = useTranslation('training');
  const [page, setPage] = useState(1);
  const people = useQuery({
    queryKey: [...KEY, 'people', line.trainId, page],
    queryFn: () =>
      http.get<{ page: TPage<TTrainAgreementPerson> }>(trainingAdminPaths.agreementGet, {
        id: line.trainId,
        pageNo: page,
        pageSize: 10,
      }),
  });
  return (
    <Drawer open width={820} title={line.name} onClose={onClose}>
      <Table<TTrainAgreementPerson>
        rowKey="userId"
        loading={people.isPending}
        dataSource={people.data?.page.data ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: people.data?.page.totalNum ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('admin.workNo'), render: (_, row) => row.workNo || '—' },
          { title: t('lecturer.student'), dataIndex: 'name' },
          { title: t('lecturer.org'), render: (_, row) => row.orgName || '—' },
          { title: t('admin.position'), render: (_, row) => row.positionName || '—' },
          {
            title: t('admin.agreementPeriod'),
            render: (_, row) => `${day(row.agreementStartTime)} - ${day(row.agreementEndTime)}`,
          },
          {
            title: t('lecturer.status'),
            render: (_, row) => <Tag>{t(`admin.agreementStatus.${statusOf(row.status)}`)}</Tag>,
          },
        ]}
      />
    </Drawer>
  );
}

export function Component() {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<TTrainAgreementLine | null>(null);
  const remove = useMutation({
    mutationFn: (trainId: number) => http.post(trainingAdminPaths.agreementDelete, { id: trainId }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <ListPage<TTrainAgreementLine>
        title={t('admin.agreements')}
        queryKey={KEY}
        fetchPage={(query) => http.get<TPage<TTrainAgreementLine>>(trainingAdminPaths.agreementList, query)}
        rowKey="trainId"
        searchFields={[{ kind: 'text', name: 'name', label: t('admin.agreementName') }]}
        toolbar={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="new-agreement">
            {t('admin.newAgreement')}
          </Button>
        }
        columns={[
          { title: t('admin.agreementName'), dataIndex: 'name' },
          { title: t('admin.agreementTrain'), dataIndex: 'trainName' },
          { title: t('admin.agreementPeople'), dataIndex: 'peopleNum' },
          { title: t('admin.agreementSigned'), dataIndex: 'signedNum' },
          { title: t('admin.agreementBroken'), dataIndex: 'brokenNum' },
          {
            title: t('admin.agreementPeriod'),
            render: (_, row) => `${day(row.agreementStartTime)} - ${day(row.agreementEndTime)}`,
          },
          {
            title: t('lecturer.actions'),
            render: (_, row) => (
              <Space>
                <Button type="link" onClick={() => setViewing(row)}>
                  {t('admin.agreementView')}
                </Button>
                <Popconfirm
                  title={t('admin.agreementDeleteConfirm')}
                  onConfirm={() => remove.mutate(row.trainId)}
                >
                  <Button type="link" danger>
                    {t('admin.agreementDelete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {creating ? (
        <NewAgreement
          onClose={(saved) => {
            setCreating(false);
            if (saved) void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {viewing ? <AgreementPeople line={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
