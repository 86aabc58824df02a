// /enterprise/studentList: the learners of the admin's subtree — search by name, work number or phone,
// filter by unit, export to Excel, open a learner's study situation, and remind the selected learners to
// catch up on an area (once a day each; the server skips anyone already reminded today).
import { ENTERPRISE_AREAS, type EnterpriseArea, type TEnterpriseStudent } from '@elearning/shared';
import { Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { Pager } from '../../../components/Pager.tsx';
import {
  downloadWorkbook,
  exportPaths,
  STUDENT_PAGE_SIZE,
  type StudentFilter,
  useRemind,
  useStudents,
} from '../api.ts';
import { EnterpriseShell, ScopeFilters } from '../components/EnterpriseShell.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { StudentDrawer } from '../components/StudentDrawer.tsx';

export function StudentListPage() {
  const { t } = useTranslation('enterprise');
  const [filter, setFilter] = useState<StudentFilter>({ pageNo: 1 });
  const [selected, setSelected] = useState<number[]>([]);
  const [area, setArea] = useState<EnterpriseArea>('course');
  const [open, setOpen] = useState<TEnterpriseStudent>();
  const students = useStudents(filter);
  const remind = useRemind();
  const { pageNo: _pageNo, ...exportFilter } = filter;
  const sendReminders = () =>
    remind.mutateAsync({ type: area, userIds: selected }).then(
      ({ remindedNum }) => {
        feedback.success(t('students.reminded', { count: remindedNum }));
        setSelected([]);
      },
      () => undefined,
    );
  return (
    <EnterpriseShell title={t('nav.studentList')}>
      <div className="enterprise-toolbar">
        <Space wrap>
          <ScopeFilters
            value={{ orgId: filter.orgId }}
            onChange={({ orgId }) => setFilter({ ...filter, orgId, pageNo: 1 })}
          />
          <Input.Search
            aria-label={t('filter.keyword')}
            placeholder={t('filter.keyword')}
            allowClear
            enterButton={t('filter.search')}
            onSearch={(keyword) => setFilter({ ...filter, keyword: keyword || undefined, pageNo: 1 })}
            data-testid="enterprise-student-search"
          />
        </Space>
        <Button
          onClick={() => void downloadWorkbook(exportPaths.students, exportFilter, 'students.xlsx')}
          data-testid="enterprise-student-export"
        >
          {t('students.export')}
        </Button>
      </div>
      <Space wrap className="enterprise-filters">
        <Select
          aria-label={t('students.remindArea')}
          value={area}
          onChange={setArea}
          options={ENTERPRISE_AREAS.map((key) => ({ value: key, label: t(`area.${key}`) }))}
          style={{ width: 120 }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={remind.isPending}
          onClick={() => void sendReminders()}
          data-testid="enterprise-remind"
        >
          {selected.length === 0
            ? t('students.remind')
            : t('students.remindSelected', { count: selected.length })}
        </Button>
        {selected.length === 0 ? <span className="enterprise-muted">{t('students.selectHint')}</span> : null}
      </Space>
      <QueryState query={students}>
        <Table<TEnterpriseStudent>
          rowKey="userId"
          pagination={false}
          dataSource={students.data?.data ?? []}
          locale={{ emptyText: t('students.empty') }}
          data-testid="enterprise-students"
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (row) => ({ 'aria-label': row.name }),
          }}
          columns={[
            { title: t('students.name'), dataIndex: 'name' },
            { title: t('students.workNo'), dataIndex: 'workNo' },
            { title: t('students.org'), dataIndex: 'orgName' },
            { title: t('students.position'), dataIndex: 'positionName' },
            { title: t('students.phone'), dataIndex: 'phonenum' },
            {
              title: t('students.actions'),
              render: (_, row) => (
                <Button type="link" onClick={() => setOpen(row)}>
                  {t('students.situation')}
                </Button>
              ),
            },
          ]}
        />
        <Pager
          pageNo={filter.pageNo}
          pageSize={STUDENT_PAGE_SIZE}
          total={students.data?.totalNum ?? 0}
          pageSizes={[STUDENT_PAGE_SIZE]}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      </QueryState>
      <StudentDrawer student={open} onClose={() => setOpen(undefined)} />
    </EnterpriseShell>
  );
}
