// The back office's certificate management calls (certificateAdminPaths) and their row shapes.
import { certificateAdminPaths as P, type TPage } from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export type CertificateTemplate = {
  id: number;
  templateId: number;
  name: string;
  text: string;
  awardAgency: string;
  logoUrl: string;
  backUrl: string;
  category: number;
  /** 1 normal, 0 disabled, 3 expired. */
  status: number;
  validityMonths: number | null;
  activeTime: number | null;
  deadTime: number | null;
  creatorName: string;
  updateTime: number | null;
};

export type CertificateGrant = {
  id: number;
  certificateNo: string;
  stuName: string;
  phonenum: string;
  deptName: string;
  grantTime: number | null;
  /** '1' held, '2' revoked. */
  status: '1' | '2';
};

export type TemplateForm = {
  name: string;
  awardAgency: string;
  text?: string;
  category?: number;
  validityMonths?: number;
  bornTime?: number;
  deadTime?: number;
};

export const certificateKeys = {
  templates: ['training', 'admin', 'certificate-templates'] as const,
  holders: ['training', 'admin', 'certificate-holders'] as const,
};

export const certificateAdminApi = {
  templates: (query: Record<string, unknown>) => http.get<TPage<CertificateTemplate>>(P.templateList, query),
  save: (form: TemplateForm, templateId?: number) =>
    templateId === undefined
      ? http.post<{ id: number }>(P.templateAdd, form)
      : http.post<{ id: number }>(P.templateEdit, { ...form, templateId }),
  setStatus: (templateId: number, choice: 0 | 1) =>
    http.put(`${P.templateStatus}?templateId=${templateId}&choice=${choice}`, {}),
  remove: (templateIds: number[]) => http.del(P.templateDelete, { templateIds: templateIds.join(',') }),
  holders: (query: Record<string, unknown>) => http.get<TPage<CertificateGrant>>(P.grantList, query),
  revoke: (ids: number[]) => http.post<{ revoked: number }>(P.revoke, { ids }),
};
