// Back-office paths of classrooms (original src/api/resource/classroom.js), the training catalogue (src/api/
// training/training.js, src/api/train/train.js) and the external-training editor (src/api/train/train.js).
const M = '/api/manage/v1';
const ROOM = `${M}/classroom`;
const BLADE = '/api/blade-manage/v1/train';

export const classroomPaths = {
  /** GET: the classroom page (roomName, categoryId, roomAddr, status, minCapacity, maxCapacity). */
  list: `${ROOM}/queryClassroomList`,
  /** GET `id`: one classroom. */
  info: `${ROOM}/queryClassroomInfo`,
  add: `${ROOM}/addClassroom`,
  update: `${ROOM}/updateClassroom`,
  /** DELETE `ids=1,2`: classrooms without a booking still to come (booked ones are skipped). */
  remove: `${ROOM}/deleteClassroom`,
  /** PUT `?id&status`: 1 enabled, 0 disabled. */
  status: `${ROOM}/updateClassroomStatus`,
  /** POST `{ roomName, id? }`: fails when another classroom has the name. */
  nameExists: `${ROOM}/roomNameIsExit`,
  /** GET `id`: the sessions that booked one classroom (占用时间, 使用目的, 申请人). */
  bookings: `${ROOM}/book/queryClassRoomList`,
  /** GET `id`: the people whose trainings booked the classroom, for the bookings filter. */
  applicants: `${ROOM}/queryClassroomApplicant`,
  /** POST `{ source: 'classroom' }`: the enabled category tree to file a classroom under. */
  categoryOrgList: `${ROOM}/queryCategoryOrgList`,
} as const;

export const trainingCatalogPaths = {
  /** GET: the category tree (name, status, creatorId filters; `source` train or classroom). */
  categoryTree: `${BLADE}/getCategoryTree`,
  addCategory: `${BLADE}/addCatalog`,
  editCategory: `${BLADE}/editCategory`,
  /** POST `{ id, status }`: enable (1) or disable (0) a branch. */
  categoryStatus: `${BLADE}/updateCategoryStatus`,
  /** GET `id`: delete a category without subcategories, trainings or classrooms. */
  deleteCategory: `${BLADE}/deleteCategory`,
  /** The arrangements page's grouped column: add, list ({ group, son }), rename, move, delete. */
  addCatalog: `${M}/train/addCatalog`,
  getCatalogs: `${M}/train/getCatalogs`,
  updateCatalogs: `${M}/train/updateCatalogs`,
  moveCatalog: `${M}/train/move`,
  delCatalogs: `${M}/train/delCatalogs`,
  /** GET: every category of the catalogue, flat, for pickers. */
  queryAllCatalog: `${M}/train/queryAllCatalog`,
} as const;

export const outerTrainingPaths = {
  /** POST `{ trainOuterInfo, trainObjectsList }`: a new external training. */
  addOuterTrain: `${M}/train/addOuterTrain`,
  /** PUT: the same with `id`. */
  updateOuterTrain: `${M}/train/updateOuterTrain`,
  /** GET `trainId`: the form of an external training. */
  editEchoOuterTrain: `${M}/train/editEchoOuterTrain`,
  /** GET `trainId`: its trainees, paged. */
  queryOuterTrainObject: `${M}/train/queryOuterTrainObject`,
  /** POST `{ userObjects, positionObjects, orgObjects }`: the people an audience names. */
  executeTrainObjectUsers: `${M}/train/executeTrainObjectUsers`,
  /** POST `{ source: 'train', trainIds }`: unfile trainings from their knowledge system. */
  cancelRelation: `${M}/train/cancelRelation`,
  /** GET: courses to link in a session (courseType 1 online, 2 offline; search by name). */
  trainCourses: `${M}/course`,
} as const;
