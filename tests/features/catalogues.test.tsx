import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../src/domain/errors';
import { gradeOptions } from '../../src/domain/prescreenNotes';
import { renderApp, signedIn } from './render-app';

const admin = { stored: signedIn('admin') };
const SLOW = { timeout: 20_000 };

type Kind = 'cardGrades' | 'cardGradeErrors' | 'cardQualifiers' | 'prescreenRecommendations';

/** Each catalogue through the one shared pattern, with its own texts (seed B §2, §5, §8). */
const KINDS: readonly {
  kind: Kind;
  path: string;
  title: string;
  newLabel: string;
  showArchived: string;
  createTitle: string;
  createLabel: string;
  /** Typed into the empty form after the first, refused submit. */
  required: readonly { label: RegExp; message: string; value: string }[];
  /** A typed value as stored: trimmed, and codes in upper case. */
  stored: string;
  created: string;
  updated: string;
  archived: string;
  restored: string;
}[] = [
  {
    kind: 'cardGrades',
    path: '/configurations/card-grades',
    title: 'Card grades',
    newLabel: 'New card grade',
    showArchived: 'Show archived card grades',
    createTitle: 'New card grade',
    createLabel: 'Create card grade',
    required: [
      { label: /^Score/, message: 'Score is required.', value: '7.5' },
      { label: /^Code/, message: 'Code is required.', value: 'nm' },
    ],
    stored: 'NM',
    created: 'Card grade created.',
    updated: 'Card grade updated.',
    archived: 'Card grade archived.',
    restored: 'Card grade restored.',
  },
  {
    kind: 'cardGradeErrors',
    path: '/configurations/card-grade-errors',
    title: 'Grade errors',
    newLabel: 'New grade error',
    showArchived: 'Show archived grade errors',
    createTitle: 'New grade error',
    createLabel: 'Create grade error',
    required: [
      { label: /^Code/, message: 'Code is required.', value: 'st' },
      { label: /^Name/, message: 'Name is required.', value: 'Staining' },
    ],
    stored: 'ST',
    created: 'Grade error created.',
    updated: 'Grade error updated.',
    archived: 'Card grade error archived.',
    restored: 'Card grade error restored.',
  },
  {
    kind: 'cardQualifiers',
    path: '/configurations/card-qualifiers',
    title: 'Card qualifiers',
    newLabel: 'New qualifier',
    showArchived: 'Show archived qualifiers',
    createTitle: 'New qualifier',
    createLabel: 'Create qualifier',
    required: [{ label: /^Code/, message: 'Code is required.', value: 'mk' }],
    stored: 'MK',
    created: 'Card qualifier created.',
    updated: 'Card qualifier updated.',
    archived: 'Card qualifier archived.',
    restored: 'Card qualifier restored.',
  },
  {
    kind: 'prescreenRecommendations',
    path: '/configurations/prescreen-recommendations',
    title: 'Prescreen recommendations',
    newLabel: 'New recommendation',
    showArchived: 'Show archived recommendations',
    createTitle: 'New recommendation',
    createLabel: 'Create recommendation',
    required: [{ label: /^Name/, message: 'Name is required.', value: '  Resubmit later ' }],
    stored: 'Resubmit later',
    created: 'Recommendation created.',
    updated: 'Recommendation updated.',
    archived: 'Recommendation archived.',
    restored: 'Recommendation restored.',
  },
];

const rows = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1);

describe.each(KINDS)('$title', (kind) => {
  test('creates through the form: refused until valid, then Saved and back to the list', async () => {
    const { services, user } = await renderApp(kind.path, admin);
    expect(await screen.findByRole('heading', { name: kind.title, level: 1 }, SLOW)).toBeInTheDocument();
    const before = (await services.backend().catalogues[kind.kind].list()).length;
    await waitFor(() => expect(rows(kind.title)).toHaveLength(before));

    await user.click(screen.getByRole('link', { name: kind.newLabel }));
    expect(
      await screen.findByRole('heading', { name: kind.createTitle, level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', kind.path);
    await user.click(screen.getByRole('button', { name: kind.createLabel }));
    for (const field of kind.required) expect(await screen.findByText(field.message)).toBeInTheDocument();
    for (const field of kind.required)
      await user.type(screen.getByRole('textbox', { name: field.label }), field.value);
    await user.click(screen.getByRole('button', { name: kind.createLabel }));

    expect(await screen.findByText(kind.created)).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(kind.path));
    await waitFor(() => expect(rows(kind.title)).toHaveLength(before + 1));
    const saved = await services.backend().catalogues[kind.kind].list();
    expect(saved.some((record) => Object.values(record).includes(kind.stored))).toBe(true);
  });

  test('edits an existing record with Save changes', async () => {
    const { services, user } = await renderApp('/dashboard', admin);
    const [record] = await services.backend().catalogues[kind.kind].list();
    services.navigate(`${kind.path}/${record!.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }, SLOW));
    expect(await screen.findByText(kind.updated)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(kind.path));
  });

  test('archives after asking, then shows it only with Show archived (held in the URL)', async () => {
    const { services, user } = await renderApp(kind.path, admin);
    expect(await screen.findByRole('heading', { name: kind.title, level: 1 }, SLOW)).toBeInTheDocument();
    const active = (await services.backend().catalogues[kind.kind].list()).length;
    await waitFor(() => expect(rows(kind.title)).toHaveLength(active));

    const archive = within(rows(kind.title)[0]!).getByRole('button', { name: /^Archive / });
    const name = archive.getAttribute('aria-label')!.replace(/^Archive /, '');
    await user.click(archive);
    const dialog = await screen.findByRole('alertdialog', { name: `Archive ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(kind.archived)).toBeInTheDocument();
    await waitFor(() => expect(rows(kind.title)).toHaveLength(active - 1));

    await user.click(screen.getByRole('checkbox', { name: kind.showArchived }));
    await waitFor(() => expect(window.location.search).toBe('?archived=yes'));
    const all = await services.backend().catalogues[kind.kind].list({ includeInactive: true });
    await waitFor(() => expect(rows(kind.title)).toHaveLength(all.length));
    const archivedCount = all.filter((record) => !record.isActive).length;
    const counts = document.querySelector(`dl[aria-label="${kind.title} counts"]`);
    expect(counts).toHaveTextContent(
      `Total${all.length}Active${all.length - archivedCount}Archived${archivedCount}`,
    );
    for (const button of within(screen.getByRole('table', { name: kind.title })).getAllByRole('button', {
      name: `Archive ${name}`,
    })) {
      expect(button).toBeDisabled();
    }
    expect(within(screen.getByRole('table', { name: kind.title })).getAllByText('Archived')).toHaveLength(
      archivedCount,
    );
  });
  test('restores an archived row from the list with its Saved toast', async () => {
    const { services, user } = await renderApp('/dashboard', admin);
    const api = services.backend().catalogues[kind.kind];
    const [record] = await api.list();
    await api.archive(record!.id);
    services.navigate(`${kind.path}?archived=yes`);
    expect(await screen.findByRole('heading', { name: kind.title, level: 1 }, SLOW)).toBeInTheDocument();
    await screen.findAllByRole('link', { name: /^Edit / }, SLOW);
    const row = document.querySelector(`a[href="${kind.path}/${record!.id}/edit"]`)!.closest('tr')!;
    expect(row).toHaveTextContent('Archived');
    const restore = within(row).getByRole('button', { name: /^Restore / });
    // only archived rows offer Restore
    const all = await api.list({ includeInactive: true });
    expect(screen.getAllByRole('button', { name: /^Restore / })).toHaveLength(
      all.filter((one) => !one.isActive).length,
    );
    await user.click(restore);

    expect(await screen.findByText(kind.restored)).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect((await api.get(record!.id)).isActive).toBe(true);
    await waitFor(() => expect(within(row).queryByText('Archived')).not.toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /^Restore / })).not.toBeInTheDocument();
  });

  test('an archived record opens read-only with a note and Restore, which opens its form', async () => {
    const { services, user } = await renderApp('/dashboard', admin);
    const api = services.backend().catalogues[kind.kind];
    const [record] = await api.list();
    await api.archive(record!.id);
    services.navigate(`${kind.path}/${record!.id}/edit`);

    expect(
      await screen.findByText(/is archived\. Restore it before changing it\./, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', kind.path);
    await user.click(screen.getByRole('button', { name: /^Restore / }));

    expect(await screen.findByText(kind.restored)).toBeInTheDocument();
    // the form opens on the restored record at its new version: a save goes through
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(kind.updated)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(kind.path));
    expect((await api.get(record!.id)).isActive).toBe(true);
  });
});

test('Near mint-mint 8 archived by mistake is restored and offered to prescreeners again', async () => {
  const { services, user } = await renderApp('/configurations/card-grades', admin);
  const api = services.backend().catalogues.cardGrades;
  const offered = async () =>
    gradeOptions(await api.list()).some((option) => option.label === '8 · Near mint-mint');
  expect(await offered()).toBe(true);

  const archive = await screen.findByRole('button', { name: 'Archive Near mint-mint' }, SLOW);
  await user.click(archive);
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Archive Near mint-mint?' })).getByRole('button', {
      name: 'Archive',
    }),
  );
  expect(await screen.findByText('Card grade archived.')).toBeInTheDocument();
  expect(await offered()).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: 'Show archived card grades' }));
  await user.click(await screen.findByRole('button', { name: 'Restore Near mint-mint' }));
  expect(await screen.findByText('Card grade restored.')).toBeInTheDocument();
  expect(await offered()).toBe(true);
});

test('a recommendation without a description reads No description provided.', async () => {
  const { services } = await renderApp('/dashboard', admin);
  const api = services.backend().catalogues.prescreenRecommendations;
  await api.create({ name: 'Zebra check', description: null });
  services.navigate('/configurations/prescreen-recommendations');
  expect(
    await screen.findByRole('heading', { name: 'Prescreen recommendations', level: 1 }, SLOW),
  ).toBeInTheDocument();
  const zebra = (await screen.findByText('Zebra check')).closest('tr')!;
  expect(zebra).toHaveTextContent('No description provided.');
  expect(zebra).toHaveTextContent('Active');
});

test('recommendations with none at all show the empty state', async () => {
  await renderApp('/configurations/prescreen-recommendations', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      catalogues: {
        ...backend.catalogues,
        prescreenRecommendations: { ...backend.catalogues.prescreenRecommendations, list: async () => [] },
      },
    }),
  });
  expect(await screen.findByText('No recommendations yet.', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Create guidance your prescreen team can apply consistently.')).toBeInTheDocument();
});

test('a failed first load shows the catalogue’s text and the error message', async () => {
  await renderApp('/configurations/card-qualifiers', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      catalogues: {
        ...backend.catalogues,
        cardQualifiers: {
          ...backend.catalogues.cardQualifiers,
          list: () => Promise.reject(new AppError('HTTP_ERROR', 'Gateway timeout')),
        },
      },
    }),
  });
  expect(await screen.findByText('Unable to load qualifiers.', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Gateway timeout')).toBeInTheDocument();
});

test('a qualifier that cannot be loaded reads its load-failure text with the fallback message', async () => {
  await renderApp('/configurations/card-qualifiers/999999/edit', admin);
  expect(await screen.findByText('We couldn’t load that qualifier.', {}, SLOW)).toBeInTheDocument();
});

test('a failed save says Something went wrong with the catalogue’s text and keeps the form', async () => {
  const { user } = await renderApp('/configurations/prescreen-recommendations/new', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      catalogues: {
        ...backend.catalogues,
        prescreenRecommendations: {
          ...backend.catalogues.prescreenRecommendations,
          create: () => Promise.reject(new Error('socket closed')),
        },
      },
    }),
  });
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }, SLOW), 'Hold');
  await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
  expect(await screen.findByText('Unable to save that recommendation.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hold');
  expect(window.location.pathname).toBe('/configurations/prescreen-recommendations/new');
});

test('a save over a newer version asks Changed since you opened it; Save mine anyway keeps mine', async () => {
  const { services, user } = await renderApp('/dashboard', admin);
  const api = services.backend().catalogues.prescreenRecommendations;
  const [record] = await api.list();
  services.navigate(`/configurations/prescreen-recommendations/${record!.id}/edit`);
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SLOW);
  await user.clear(name);
  await user.type(name, 'Mine');
  // Someone else saves the same recommendation meanwhile.
  const opened = await api.get(record!.id);
  await api.update(record!.id, { name: 'Theirs', description: null }, { version: opened.version });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const question = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' });
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  await user.click(within(question).getByRole('button', { name: 'Save mine anyway' }));
  expect(await screen.findByText('Recommendation updated.')).toBeInTheDocument();
  expect((await api.get(record!.id)).name).toBe('Mine');
});

test('/configurations opens card grades', async () => {
  await renderApp('/configurations', admin);
  expect(await screen.findByRole('heading', { name: 'Card grades', level: 1 }, SLOW)).toBeInTheDocument();
  expect(window.location.pathname).toBe('/configurations/card-grades');
});

test('a failed refresh keeps the rows and shows the server’s message under Something went wrong', async () => {
  let failing = false;
  const { user } = await renderApp('/configurations/card-grades', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      catalogues: {
        ...backend.catalogues,
        cardGrades: {
          ...backend.catalogues.cardGrades,
          list: (options) =>
            failing
              ? Promise.reject(new AppError('HTTP_ERROR', 'down', { status: 503, messages: [] }))
              : backend.catalogues.cardGrades.list(options),
        },
      },
    }),
  });
  expect(await screen.findByRole('heading', { name: 'Card grades', level: 1 }, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(rows('Card grades').length).toBeGreaterThan(0));
  const shown = rows('Card grades').length;
  failing = true;

  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  // The server's own message wins over the catalogue's text when it sent one.
  expect(await screen.findByText('down')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  expect(rows('Card grades')).toHaveLength(shown);
});

test('a failed filter change without a server message reads Unable to update filters.', async () => {
  let failing = false;
  const { user } = await renderApp('/configurations/card-grades', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      catalogues: {
        ...backend.catalogues,
        cardGrades: {
          ...backend.catalogues.cardGrades,
          list: (options) =>
            failing
              ? Promise.reject(new Error('socket closed'))
              : backend.catalogues.cardGrades.list(options),
        },
      },
    }),
  });
  expect(await screen.findByRole('heading', { name: 'Card grades', level: 1 }, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(rows('Card grades').length).toBeGreaterThan(0));
  failing = true;
  await user.click(screen.getByRole('checkbox', { name: 'Show archived card grades' }));
  expect(await screen.findByText('Unable to update filters.')).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(screen.getAllByText('Archived').length).toBeGreaterThan(1));
});

test('a card grade without a display name reads as it is called elsewhere, PSA 10, not a dash', async () => {
  await renderApp('/configurations/card-grades', admin);
  const row = (await screen.findByText('PSA-10', {}, SLOW)).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toContain('PSA 10');
  expect(row).not.toHaveTextContent('—');
  expect(within(row).getByRole('button', { name: 'Archive PSA 10' })).toBeInTheDocument();
});
