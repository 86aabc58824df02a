// English texts of My Task.
import type { Translation } from '../types.ts';
import type { myTask as zh } from '../zh-CN/my-task.ts';

export const myTask: Translation<typeof zh> = {
  title: 'My tasks',
  tabs: {
    myLearn: 'Study',
    myHomeWork: 'Homework',
    myExamList: 'Exams',
    questionnaire: 'Questionnaires',
    studyMap: 'Study map',
  },
  studyTabs: {
    course: 'Courses',
    live: 'Live',
    training: 'Training',
    plan: 'Study plans',
  },
  manage: 'Manage',
  done: 'Done',
  required: {
    title: 'Required courses',
    assigned: 'Assigned',
  },
  elective: {
    title: 'Elective courses',
    continue: 'Continue learning',
    knowledgeSystem: 'Knowledge system: {{name}}',
    period: '{{start}} ~ {{end}}',
    open: 'No deadline',
  },
  selection: {
    selectAll: 'Select all',
    selected: '{{count}} courses selected',
    remove: 'Remove from my study',
    removeConfirm: 'Remove the {{count}} selected courses from my study?',
    assignedHint: 'Assigned courses cannot be removed',
    confirm: 'Remove',
    cancel: 'Cancel',
  },
  placeholder: {
    title: '{{name}} is coming soon',
    description: 'This part is being built; its to-do count already shows on the tab.',
    count: '{{count}} to do',
  },
};
