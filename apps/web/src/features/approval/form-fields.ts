// What each application form asks for, in the field names the server's form schemas
// (packages/shared approvalFormSchemas) read; the form page draws these, the server validates them.
import { ApprovalForm } from '@elearning/shared';

export type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'money' | 'train';
/** The field names of the forms (the server's form schemas), each with its label in the texts. */
export type FieldName =
  | 'reason'
  | 'level'
  | 'intro'
  | 'trainName'
  | 'organizer'
  | 'startTime'
  | 'endTime'
  | 'hours'
  | 'cost'
  | 'trainId'
  | 'courseName'
  | 'outline'
  | 'peopleNum'
  | 'expectedTime'
  | 'school'
  | 'major';
export type FieldSpec = { name: FieldName; kind: FieldKind; required?: boolean };

const reason: FieldSpec = { name: 'reason', kind: 'textarea', required: true };
const period: FieldSpec[] = [
  { name: 'startTime', kind: 'date', required: true },
  { name: 'endTime', kind: 'date', required: true },
];

export const FORM_FIELDS: Record<ApprovalForm, FieldSpec[]> = {
  [ApprovalForm.lecturerCertification]: [
    reason,
    { name: 'level', kind: 'text' },
    { name: 'intro', kind: 'textarea' },
  ],
  [ApprovalForm.tutorCertification]: [reason, { name: 'intro', kind: 'textarea' }],
  [ApprovalForm.outsideTrain]: [
    { name: 'trainName', kind: 'text', required: true },
    { name: 'organizer', kind: 'text', required: true },
    ...period,
    { name: 'hours', kind: 'number' },
    { name: 'cost', kind: 'money' },
    { name: 'reason', kind: 'textarea' },
  ],
  [ApprovalForm.outsideTrainingSignup]: [
    { name: 'trainName', kind: 'text', required: true },
    { name: 'organizer', kind: 'text', required: true },
    ...period,
    { name: 'cost', kind: 'money' },
    reason,
  ],
  [ApprovalForm.trainingLeave]: [{ name: 'trainId', kind: 'train', required: true }, reason],
  [ApprovalForm.buyTrain]: [
    { name: 'trainId', kind: 'train', required: true },
    { name: 'cost', kind: 'money' },
    reason,
  ],
  [ApprovalForm.courseDevelopment]: [
    { name: 'courseName', kind: 'text', required: true },
    reason,
    { name: 'outline', kind: 'textarea' },
    { name: 'hours', kind: 'number' },
  ],
  [ApprovalForm.courseNeeds]: [
    { name: 'courseName', kind: 'text', required: true },
    reason,
    { name: 'peopleNum', kind: 'number' },
  ],
  [ApprovalForm.trainingNeeds]: [
    { name: 'trainName', kind: 'text', required: true },
    reason,
    { name: 'peopleNum', kind: 'number' },
    { name: 'expectedTime', kind: 'date' },
  ],
  [ApprovalForm.workStudyDoctorate]: [
    { name: 'school', kind: 'text', required: true },
    { name: 'major', kind: 'text', required: true },
    { name: 'startTime', kind: 'date', required: true },
    reason,
  ],
};
