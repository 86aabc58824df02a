// Reply types of the enterprise centre.
import type { EnterpriseArea } from './constants.ts';

export type TEnterpriseUnit = { id: number; name: string; parentId: number; children: TEnterpriseUnit[] };

export type TEnterpriseFigures = {
  userNum: number;
  course: { courseNum: number; students: number; studyHours: number };
  exam: { examNum: number; students: number; attempts: number; passed: number };
  train: { trainNum: number; students: number; trainHours: number; passRate: number };
  live: { liveTimes: number; viewers: number };
  plan: { planNum: number; students: number; planHours: number };
};

export type TEnterpriseStudent = {
  userId: number;
  name: string;
  workNo: string;
  account: string;
  phonenum: string;
  orgId: number;
  orgName: string;
  positionName: string;
  disabled: boolean;
};

export type TEnterpriseDepartment = { orgId: number; orgName: string; joined: number; passed: number };

export type TEnterpriseSituation = {
  type: EnterpriseArea;
  departments: TEnterpriseDepartment[];
  totals: { joined: number; passed: number };
};
