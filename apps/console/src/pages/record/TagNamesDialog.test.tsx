import { ErrorCode, errorMessage, type RecordTagName } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../api/client';
import { postedTo, stubApi } from '../../test/fetchRoutes';
import { renderWithProviders } from '../../test/render';
import TagNamesDialog from './TagNamesDialog';

/**
 * The records page's tag names dialog (issue 29 #9): add (the lowest free number), rename, remove; the shared rules
 * shown under a row as the manager types, in the server's words, Save held back until they hold; the whole list
 * sent, trimmed.
 */

const TAG_NAMES = '/api/contest/set_contest_game_record_tag_names';

function setup(names: RecordTagName[], lang: 'zh-CN' | 'en-US' = 'en-US') {
  const server = stubApi({
    [TAG_NAMES]: (_q, body) => ({ tag_names: (body as { tag_names: RecordTagName[] }).tag_names }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(<TagNamesDialog open uniqueId={7} seasonId={1} names={names} onClose={onClose} />, {
    lang,
  });
  return { ...view, server, onClose };
}

const dialog = () => screen.getByTestId('tag-names');
const rows = () => within(dialog()).getAllByTestId('tag-name-row');
const nameBox = (row: HTMLElement) => within(row).getByLabelText('Name') as HTMLInputElement;
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
const message = (code: number) => errorMessage(code as never, 'en');

afterEach(() => {
  resetTransportEffects();
  vi.unstubAllGlobals();
});

describe('tag names dialog', { timeout: 60_000 }, () => {
  it("starts from the season's names, adds a name under the lowest free number, and sends the whole list trimmed", async () => {
    const { user, server, onClose } = setup([
      { tag: 1, name: 'Final' },
      { tag: 3, name: 'Playoff' },
    ]);
    expect(rows().map((r) => nameBox(r).value)).toEqual(['Final', 'Playoff']);
    await user.click(within(dialog()).getByRole('button', { name: /Add a tag/ }));
    const added = rows()[2];
    // number 2 is the lowest not named; its box says what the number reads as without a name
    expect(within(added).getByLabelText('Number').closest('.ant-select')).toHaveTextContent('2');
    expect(nameBox(added).placeholder).toBe('Tag 2');
    // an empty name is not saved
    expect(within(added).getByRole('alert')).toHaveTextContent(message(ErrorCode.RECORD_TAG_NAME_EMPTY));
    expect(save()).toBeDisabled();
    await user.type(nameBox(added), '  Semi-final ');
    expect(within(added).queryByRole('alert')).toBeNull();
    await user.click(save());
    await waitFor(() =>
      expect(postedTo(server, TAG_NAMES)).toEqual([
        {
          unique_id: 7,
          season_id: 1,
          tag_names: [
            { tag: 1, name: 'Final' },
            { tag: 3, name: 'Playoff' },
            { tag: 2, name: 'Semi-final' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows a name too long or alike another under its row, in the server's words, and holds Save back", async () => {
    const { user, server } = setup([
      { tag: 1, name: 'Final' },
      { tag: 2, name: 'Semi' },
    ]);
    const [, second] = rows();
    await user.clear(nameBox(second));
    await user.type(nameBox(second), 'x'.repeat(21));
    expect(within(second).getByRole('alert')).toHaveTextContent(message(ErrorCode.RECORD_TAG_NAME_TOO_LONG));
    expect(save()).toBeDisabled();
    await user.clear(nameBox(second));
    await user.type(nameBox(second), ' FINAL');
    expect(within(second).getByRole('alert')).toHaveTextContent(message(ErrorCode.RECORD_TAG_NAME_DUPLICATE));
    expect(save()).toBeDisabled();
    // renaming the first frees the name
    await user.clear(nameBox(rows()[0]));
    await user.type(nameBox(rows()[0]), 'Grand final');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await user.click(save());
    await waitFor(() =>
      expect(postedTo(server, TAG_NAMES)).toEqual([
        {
          unique_id: 7,
          season_id: 1,
          tag_names: [
            { tag: 1, name: 'Grand final' },
            { tag: 2, name: 'FINAL' },
          ],
        },
      ]),
    );
  });

  it('removes names down to none, and stops adding at nine', async () => {
    const { user, server } = setup([{ tag: 4, name: 'Final' }], 'en-US');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Remove this name' }));
    expect(within(dialog()).queryAllByTestId('tag-name-row')).toEqual([]);
    expect(within(dialog()).getByText('This season has not named its tags yet.')).toBeInTheDocument();
    const add = within(dialog()).getByRole('button', { name: /Add a tag/ });
    for (let i = 1; i <= 9; i++) {
      await user.click(add);
      await user.type(nameBox(rows()[i - 1]), `T${i}`);
    }
    expect(add).toBeDisabled();
    await user.click(save());
    await waitFor(() => expect(postedTo(server, TAG_NAMES)).toHaveLength(1));
    const sent = (postedTo(server, TAG_NAMES)[0] as { tag_names: RecordTagName[] }).tag_names;
    expect(sent.map((n) => n.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
