import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { MilestoneKey } from '#shared/project-milestones.ts';
import {
  type Project,
  type ProjectAttachment,
  type ProjectPage,
  projectsApi,
  type UpdateMilestoneInput,
} from '#shared/schemas/projects.ts';

export type BoardFilters = { q: string; owner: string; city: string; page: number };

const keys = {
  board: (filters: BoardFilters) => ['projects', 'board', filters] as const,
  project: (id: number) => ['projects', id] as const,
};

/** GET /api/admin/projects: one page of the board. */
export function useProjectBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: keys.board(filters),
    queryFn: () => api<ProjectPage>(projectsApi.list({ ...filters, pageSize: 50 })),
    placeholderData: keepPreviousData,
  });
}

export const projectCsvUrl = (filters: BoardFilters) =>
  projectsApi.list({ q: filters.q, owner: filters.owner, city: filters.city, format: 'csv' });

/** GET /api/admin/projects/:id. */
export function useProject(id: number | null) {
  return useQuery({
    queryKey: keys.project(id ?? 0),
    queryFn: () => api<{ project: Project }>(projectsApi.project(id!)),
    enabled: id !== null,
  });
}

/** PUT /api/admin/projects/:id/milestones/:key. */
export function useSaveMilestone(id: number) {
  return useMutation({
    mutationFn: ({ key, body }: { key: MilestoneKey; body: UpdateMilestoneInput }) =>
      api<{ project: Project }>(projectsApi.milestone(id, key), { method: 'PUT', body }),
  });
}

/** POST /api/admin/projects/:id/milestones/:key/attachments. */
export function useAttachFile(id: number) {
  return useMutation({
    mutationFn: ({ key, file }: { key: MilestoneKey; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api<{ attachment: ProjectAttachment }>(projectsApi.milestoneAttachments(id, key), {
        formData: form,
      });
    },
  });
}

/** POST /api/admin/projects/:id/cancel. */
export function useCancelProject(id: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      api<{ project: Project }>(projectsApi.cancel(id), { method: 'POST', body: { reason } }),
  });
}
