// The external-training form as the original editor reloads it (trainName, trainTime, headTeacher,
// people, categoryId …) and a person as its people lists read one (userId, bizId, name, phonenum).
import type { getOuterTraining, PersonRow } from './outer-service.ts';

export function presentOuterTraining(form: Awaited<ReturnType<typeof getOuterTraining>>) {
  const { training } = form;
  return {
    id: training.id,
    trainName: training.name,
    trainWay: training.train_way,
    trainScope: training.train_scope,
    trainTime: [training.begin_at, training.end_at],
    trainBeginTime: training.begin_at,
    trainEndTime: training.end_at,
    categoryId: form.category_id,
    categoryName: form.category_name,
    knowledgeSystemId: form.knowledge_system_id,
    knowledgeSystemName: training.category_name,
    headTeacher: training.head_teacher_id,
    headTeacherName: training.head_teacher,
    people: training.plan_size,
    address: training.address,
    contactName: training.contact_name,
    contactPhone: training.contact_phone,
    sponsor: training.sponsor,
    organizer: training.organizer,
    introduction: training.introduction,
    status: training.status,
  };
}

export function presentPerson(row: PersonRow) {
  return {
    userId: row.id,
    bizId: row.id,
    name: row.name,
    userName: row.name,
    phonenum: row.phone,
    workNo: row.work_no,
    userDeptStr: row.org_name,
  };
}
