import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enMilestones from '#client/i18n/locales/en/milestones.json' with { type: 'json' };
import hiMessages from '#client/i18n/locales/hi/messages-projects.json' with { type: 'json' };
import hiMilestones from '#client/i18n/locales/hi/milestones.json' with { type: 'json' };
import { apiError, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { MILESTONE_KEYS, milestoneMessages } from '#shared/project-milestones.ts';
import { type Milestone, type Project, projectMessages } from '#shared/schemas/projects.ts';
import { ProjectDetailDialog } from '../project-detail.tsx';

const milestone = (key: Milestone['key'], status: Milestone['status']): Milestone => ({
  key,
  status,
  plannedOn: null,
  doneOn: null,
  ownerId: null,
  ownerName: null,
  reference: null,
  note: null,
  overdue: false,
  attachments: [],
});

const summary = {
  id: 7,
  leadId: 12,
  businessName: 'Rathore Dyeing',
  contactName: 'Ravi Rathore',
  city: 'Jaipur',
  status: 'active' as const,
  nextKey: 'commissioned' as const,
  nextPlannedOn: null,
  nextOwnerName: null,
  overdue: false,
  createdAt: '2026-01-02T04:00:00.000Z',
};

/** Eight milestones done; commissioning is next. */
const project = (changes: Partial<Milestone> = {}): Project => ({
  ...summary,
  cancelReason: null,
  cancelledAt: null,
  milestones: MILESTONE_KEYS.map((key) =>
    key === 'commissioned' ? { ...milestone(key, 'pending'), ...changes } : milestone(key, 'done'),
  ),
  history: [],
  owners: [
    { id: 'ops-1', name: 'Arjun Mehta' },
    { id: 'ops-2', name: 'Imran Khan' },
  ],
});

const projectPath = '/api/admin/projects/7';
const commissionedPath = `${projectPath}/milestones/commissioned`;

/** The commissioning form, every field filled as an operations member would. */
async function fillCommissioning(language: 'en' | 'hi' = 'en') {
  const texts = language === 'en' ? enMilestones : hiMilestones;
  const rendered = await renderWithApp(
    <ProjectDetailDialog summary={summary} onClose={() => {}} />,
    { language },
  );
  const dialog = await screen.findByRole('dialog');
  const form = await within(dialog).findByRole('form', {
    name: new RegExp(`^${texts.keys.commissioned}`),
  });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return { ...rendered, form, field };
}

/** The error shown beside a field: the text its aria-describedby points at. */
const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || null;
};

const label = enMilestones.detail;
const typed = {
  [label.status]: 'done',
  [label.owner]: 'ops-2',
  [label.plannedOn]: '2026-01-10',
  [label.doneOn]: '2026-01-14',
  [label.reference]: 'CEIG/2026/118',
  [label.commissionedKw]: '48.5',
  [label.note]: 'Synchronised at noon',
};

async function typeEverything(
  user: Awaited<ReturnType<typeof renderWithApp>>['user'],
  field: (label: string) => HTMLInputElement,
) {
  for (const [name, value] of Object.entries(typed)) {
    const input = field(name);
    if (input.tagName === 'SELECT') await user.selectOptions(input, value);
    else {
      await user.clear(input);
      await user.paste(value);
    }
  }
}

const valuesShown = (field: (label: string) => HTMLInputElement) =>
  Object.fromEntries(Object.keys(typed).map((label) => [label, field(label).value]));

describe('the milestone editor', () => {
  it('puts every refusal the server names a field for beside that field, keeping what was typed', async () => {
    const server = serverStandIn({
      [`GET ${projectPath}`]: () => json(200, { project: project() }),
    });
    const { user, field, form } = await fillCommissioning();
    await typeEverything(user, field);
    const refusals = [
      ['status', label.status, 409, milestoneMessages.outOfOrder],
      ['doneOn', label.doneOn, 400, milestoneMessages.doneInFuture],
      ['note', label.note, 400, milestoneMessages.reasonRequired],
      ['ownerId', label.owner, 400, projectMessages.owner],
      ['commissionedKw', label.commissionedKw, 400, projectMessages.kw],
    ] as const;
    for (const [name, fieldLabel, status, message] of refusals) {
      server.route(`PUT ${commissionedPath}`, () =>
        apiError(status, message, { code: 'milestone_invalid', fields: { [name]: message } }),
      );
      await user.click(within(form).getByRole('button', { name: label.save }));
      expect(await screen.findByText(message, { selector: 'p[role="alert"]' })).toBeTruthy();
      expect(errorOf(field(fieldLabel)), name).toBe(message);
      for (const other of Object.keys(typed).filter((l) => l !== fieldLabel))
        expect(field(other).getAttribute('aria-invalid'), `${other} after ${name}`).toBe('false');
      expect(valuesShown(field), name).toEqual(typed);
    }
    // What was sent is the form's values, checked and read: the size as a number.
    expect(server.to(`PUT ${commissionedPath}`).at(-1)!.body).toEqual({
      status: 'done',
      plannedOn: '2026-01-10',
      doneOn: '2026-01-14',
      ownerId: 'ops-2',
      reference: 'CEIG/2026/118',
      note: 'Synchronised at noon',
      commissionedKw: 48.5,
    });
  });

  it('says a refusal that names no field, and keeps the values through the certificate’s upload', async () => {
    let current = project();
    const server = serverStandIn({
      [`GET ${projectPath}`]: () => json(200, { project: current }),
      [`PUT ${commissionedPath}`]: () =>
        apiError(409, milestoneMessages.certificateRequired, { code: 'certificate_required' }),
      [`POST ${commissionedPath}/attachments`]: () => {
        current = project({
          attachments: [
            {
              id: 5,
              fileName: 'certificate.pdf',
              mimeType: 'application/pdf',
              size: 9,
              createdAt: '2026-01-14T06:00:00.000Z',
            },
          ],
        });
        return json(201, { attachment: current.milestones.at(-1)!.attachments[0] });
      },
    });
    const { user, field, form } = await fillCommissioning();
    await typeEverything(user, field);
    await user.click(within(form).getByRole('button', { name: label.save }));
    expect(await screen.findByText(milestoneMessages.certificateRequired)).toBeTruthy();
    expect(valuesShown(field)).toEqual(typed);

    await user.upload(
      field(label.file),
      new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: label.upload }));
    expect(await within(form).findByRole('link', { name: 'certificate.pdf' })).toBeTruthy();
    expect(server.to(`POST ${commissionedPath}/attachments`)).toHaveLength(1);
    expect(valuesShown(field)).toEqual(typed);
    // The chosen file is gone once it is attached: a second click cannot send it again.
    expect(within(form).getByRole('button', { name: label.upload })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('checks the size before sending, sends none for an empty box, and speaks Hindi', async () => {
    const server = serverStandIn({
      [`GET ${projectPath}`]: () => json(200, { project: project() }),
      [`PUT ${commissionedPath}`]: () =>
        apiError(400, milestoneMessages.doneInFuture, {
          code: 'milestone_invalid',
          fields: { doneOn: milestoneMessages.doneInFuture },
        }),
    });
    const { user, form, field } = await fillCommissioning('hi');
    const hi = hiMilestones.detail;
    const kw = field(hi.commissionedKw);
    await user.type(kw, '0x10');
    await user.click(within(form).getByRole('button', { name: hi.save }));
    expect(errorOf(kw)).toBe(hiMessages[projectMessages.kw]);
    expect(server.to(`PUT ${commissionedPath}`)).toHaveLength(0);

    // Emptied again, the box is no size: the server uses the recorded one.
    await user.clear(kw);
    await user.click(within(form).getByRole('button', { name: hi.save }));
    await screen.findAllByText(hiMessages[milestoneMessages.doneInFuture]);
    expect(errorOf(field(hi.doneOn))).toBe(hiMessages[milestoneMessages.doneInFuture]);
    expect(errorOf(kw)).toBeNull();
    expect(server.to(`PUT ${commissionedPath}`)[0]!.body).not.toHaveProperty('commissionedKw');
  });
});
