// The demo identities of the foundation issue; all share the password DEMO_PASSWORD.
export const DEMO_PASSWORD = 'elearn123';

export type DemoAccount = {
  account: string;
  name: string;
  phone: string;
  description: string;
  isTeacher?: boolean;
  isTutor?: boolean;
  tutorOf?: string;
  isOrgAdmin?: boolean;
  roleId?: number;
  vipLevel?: 'monthly' | 'yearly';
};

export const learnAccounts: DemoAccount[] = [
  { account: 'learner', name: '李学员', phone: '13800000001', description: 'plain learner' },
  {
    account: 'lecturer',
    name: '王讲师',
    phone: '13800000002',
    description: 'lecturer (isTeacher)',
    isTeacher: true,
  },
  { account: 'tutor', name: '张导师', phone: '13800000003', description: 'tutor (isTutor)', isTutor: true },
  {
    account: 'apprentice',
    name: '赵学徒',
    phone: '13800000004',
    description: "tutor's student of tutor",
    tutorOf: 'tutor',
  },
  {
    account: 'orgadmin',
    name: '陈管理员',
    phone: '13800000005',
    description: 'organisation admin',
    isOrgAdmin: true,
  },
  {
    account: 'backoffice',
    name: '周运营',
    phone: '13800000006',
    description: 'back-office user (role_id 1)',
    roleId: 1,
  },
  { account: 'vip', name: '吴会员', phone: '13800000007', description: 'monthly VIP', vipLevel: 'monthly' },
  {
    account: 'vipyear',
    name: '郑年度会员',
    phone: '13800000008',
    description: 'yearly member',
    vipLevel: 'yearly',
  },
];

export const acmeAccounts: DemoAccount[] = [
  {
    account: 'learner',
    name: 'Alice Learner',
    phone: '13900000001',
    description: 'plain learner of tenant acme',
  },
];
