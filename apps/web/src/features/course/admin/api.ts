// The course back office's calls and query hooks: categories, the admin course list and editor, shelf,
// copy, delete, chapter order, assignment, reports and the pickers' org units, positions and people.
import {
  courseAdminPaths,
  filePaths,
  orgAdminPaths,
  type TAdminCourseDetail,
  type TAdminOption,
  type TAdminOrgNode,
  type TAdminUser,
  type TAdminUserGroup,
  type TAssign,
  type TCategoryAdd,
  type TCategoryEdit,
  type TCategoryNode,
  type TCourseAdd,
  type TCourseEdit,
  type TPage,
  type TPositionNode,
  type TStoredFile,
  type TUploadToken,
  type TVideoUpload,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { adminSession } from '../../../admin/session/store.ts';
import { UPLOAD_TOKEN_PATH } from '../../../components/upload/upload-api.ts';
import {
  startUpload,
  type UploadOptions,
  type UploadProgress,
} from '../../../components/upload/upload-client.ts';
import { currentLang } from '../../../i18n/index.ts';
import { http } from '../../../lib/http/index.ts';

export const courseAdminKeys = {
  categories: ['course-admin', 'categories'] as const,
  list: ['course-admin', 'list'] as const,
  detail: (id: number) => ['course-admin', 'detail', id] as const,
  assignments: ['course-admin', 'assignments'] as const,
  report: ['course-admin', 'report'] as const,
  learners: ['course-admin', 'learners'] as const,
  lecturers: ['course-admin', 'lecturers'] as const,
  orgs: ['course-admin', 'orgs'] as const,
  positions: ['course-admin', 'positions'] as const,
};

export const courseAdminApi = {
  categories: () => http.get<TCategoryNode[]>(courseAdminPaths.categories),
  addCategory: (input: TCategoryAdd) => http.post<{ id: number }>(courseAdminPaths.addCategory, input),
  editCategory: (input: TCategoryEdit) => http.put<null>(courseAdminPaths.editCategory, input),
  deleteCategory: (id: number) => http.del<null>(courseAdminPaths.deleteCategory, { id }),
  categoryStatus: (id: number, status: 0 | 1) =>
    http.put<null>(courseAdminPaths.categoryStatus, { id, status }),
  sortCategories: (ids: number[]) => http.put<null>(courseAdminPaths.categorySort, { ids }),
  detail: (courseId: number) => http.get<TAdminCourseDetail>(courseAdminPaths.courseDetail, { courseId }),
  add: (input: TCourseAdd) => http.post<{ id: number }>(courseAdminPaths.addCourse, input),
  edit: (input: TCourseEdit) => http.put<{ id: number }>(courseAdminPaths.editCourse, input),
  shelf: (courseIds: number[], choice: 0 | 1) =>
    http.put<null>(courseAdminPaths.putaway, { courseIds, choice }),
  copy: (courseId: number) => http.post<{ id: number }>(courseAdminPaths.copyCourse, { courseId }),
  remove: (courseId: number) => http.post<null>(courseAdminPaths.deleteCourse, { courseId }),
  sortChapters: (courseId: number, ids: number[]) =>
    http.put<null>(courseAdminPaths.chapterSort, { courseId, ids }),
  assign: (input: TAssign) =>
    http.post<null>(courseAdminPaths.assign, { ...input, deadline: input.deadline?.getTime() }),
  unassign: (courseId: number, ids: number[]) =>
    http.post<null>(courseAdminPaths.unassign, { courseId, ids }),
  users: (search: string) => http.get<TPage<TAdminUser>>(orgAdminPaths.orgUsers, { search, pageSize: 20 }),
  groups: (name: string) => http.get<TPage<TAdminUserGroup>>(orgAdminPaths.groupPage, { name, pageSize: 20 }),
};

export function useCategories() {
  return useQuery({ queryKey: courseAdminKeys.categories, queryFn: courseAdminApi.categories });
}

export function useLecturerOptions() {
  return useQuery({
    queryKey: courseAdminKeys.lecturers,
    queryFn: () => http.get<TAdminOption[]>(courseAdminPaths.lecturerOptions, { pageSize: 100 }),
  });
}

export function useOrgTree() {
  return useQuery({
    queryKey: courseAdminKeys.orgs,
    queryFn: () => http.get<TAdminOrgNode[]>(orgAdminPaths.orgTree, { parentOrgId: 0 }),
  });
}

export function usePositions() {
  return useQuery({
    queryKey: courseAdminKeys.positions,
    queryFn: () => http.get<TPositionNode[]>(orgAdminPaths.positionAll),
  });
}

/** The file service's upload in the back office's tenant, with the token from `getToken`. */
function adminUpload(file: File, getToken: () => Promise<TUploadToken>, options: UploadOptions = {}) {
  return startUpload(
    {
      getToken,
      createXhr: () => new XMLHttpRequest(),
      lang: currentLang,
      tenantId: () => adminSession.get().tenantId,
    },
    file,
    options,
  ).done;
}

const uploadToken = () => http.get<TUploadToken>(UPLOAD_TOKEN_PATH, undefined, { silent: true });

/** A document or material through the file service's token flow (readable by learners once saved). */
export function uploadCourseFile(file: File, onProgress?: (progress: UploadProgress) => void) {
  return adminUpload(file, uploadToken, { onProgress });
}

/** A cover image: public to the tenant at once. */
export function uploadCover(file: File): Promise<TStoredFile> {
  return adminUpload(file, uploadToken, { public: true });
}

/** A video: announced to the file service first, then uploaded with the bound upload auth. */
export async function uploadVideo(file: File, onProgress?: (progress: UploadProgress) => void) {
  const created = await http.post<TVideoUpload>(filePaths.createUploadVideo, {
    fileName: file.name,
    title: file.name,
  });
  const bound = async (): Promise<TUploadToken> => ({
    uploadToken: created.uploadAuth,
    domain: '',
    uploadUrl: filePaths.uploadViaApi,
    expiresAt: Date.now() + 3_600_000,
  });
  await adminUpload(file, bound, { onProgress });
  return created.videoId;
}
