import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { Previewer } from '@/components/previewer/Previewer';
import { liveZhCN as live } from '@/lib/messages/live/zh-CN';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { savePreviewerForReload } from '@/components/previewer/live/saved-edit';
import { APP_FILE } from '@/lib/sandbox/project';
import type { StackBlitzProject } from '@/lib/sandbox/stackblitz';

// Shiki is ESM-only and slow to start: a stand-in that, like it, keeps the source as the block's text.
jest.mock('@/lib/highlight', () => ({
  languageFor: () => 'text',
  highlight: async (code: string) => `<pre><code>${code.replace(/\n$/, '').replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre>`,
}));
interface EditorProps {
  initialValue: () => string;
  onChange: (value: string) => void;
  label: string;
  code: boolean;
}

// CodeMirror needs layout jsdom lacks: a text area with the editor's name and contract (its text read once, on creation).
function FakeEditor({ initialValue, onChange, label }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (area.current) area.current.value = initialValue();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <textarea ref={area} aria-label={label} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />;
}
jest.mock('@/components/previewer/live/CodeEditor', () => ({ __esModule: true, default: (props: EditorProps) => <FakeEditor {...props} /> }));
// The compile worker is not started here: an edit's run stays pending.
jest.mock('@/components/previewer/live/run-live', () => ({ runLive: () => new Promise(() => undefined) }));
jest.mock('@/components/previewer/live/compile-client', () => ({ warmCompiler: async () => undefined }));
// What a share link does is its own module's (e2e/share.spec.ts): here, only whether the previewer asks it.
const openShare = jest.fn();
const showSavedHeld = jest.fn();
jest.mock('@/components/previewer/share/open-share', () => ({
  openShare: (target: unknown) => openShare(target),
  showSavedHeld: (target: unknown, origin: unknown) => showSavedHeld(target, origin),
}));
const openProject = jest.fn<void, [StackBlitzProject]>();
jest.mock('@stackblitz/sdk', () => ({ __esModule: true, default: { openProject: (project: StackBlitzProject) => openProject(project) } }));

const entry = 'import \'./style.css\';\n\nexport default function Demo() {\n  return <p className="demo">Tom & Jerry</p>;\n}\n';
const style = '.demo {\n  color: red;\n}\n';
const writeText = jest.fn(async (text: string) => void text);

async function renderPreviewer(
  files = [
    { name: 'index.tsx', code: entry },
    { name: 'style.css', code: style },
  ],
) {
  const packages = { dependencies: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' }, devDependencies: {} };
  const importable = { classnames: '2.5.1', 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' };
  render(
    await Previewer({
      id: 'simple',
      standaloneId: 'simple',
      line: '1.x',
      locale: 'zh-CN',
      title: 'Simple',
      description: 'A `Table` with two columns.',
      sandbox: { title: 'Simple', description: 'A `Table` with two columns.' },
      files,
      packages,
      importable,
      table: 'rc-table 7.55.1',
      children: <table aria-label="Members" />,
    }),
    { wrapper: ZhCNMessages },
  );
  return screen.getByRole('region', { name: 'Simple' });
}

async function openCode(previewer: HTMLElement) {
  fireEvent.click(within(previewer).getByRole('button', { name: messages.showCode }));
  return within(previewer).findByRole('textbox', { name: messages.editorLabel('index.tsx') });
}

beforeEach(() => {
  writeText.mockClear();
  openProject.mockClear();
  Object.assign(navigator, { clipboard: { writeText } });
  // jsdom has no User Timing; an edit's run marks its start.
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});

describe('Previewer', () => {
  it('shows the demo, its linked title and description, and the code only when asked', async () => {
    const previewer = await renderPreviewer();
    expect(within(previewer).getByRole('table', { name: 'Members' })).toBeVisible();
    expect(within(previewer).getByRole('heading', { level: 2, name: 'Simple' })).toContainElement(within(previewer).getByRole('link', { name: 'Simple' }));
    expect(within(previewer).getByRole('link', { name: 'Simple' })).toHaveAttribute('href', '#simple');
    expect(within(previewer).getByText('Table', { selector: 'code' })).toBeVisible();
    expect(within(previewer).getByRole('link', { name: messages.openInNewTab })).toHaveAttribute('href', '/~demos/simple');
    expect(within(previewer).queryByRole('tab')).toBeNull();
    expect(within(previewer).getByRole('button', { name: messages.showCode })).toHaveAttribute('aria-expanded', 'false');

    const editor = await openCode(previewer);
    expect(within(previewer).getByRole('tablist', { name: messages.demoFiles })).toBeVisible();
    expect(within(previewer).getByRole('tab', { name: 'index.tsx' })).toHaveAttribute('aria-selected', 'true');
    // The editor starts from the source the page rendered, every character kept.
    expect(editor).toHaveValue(entry);
    expect(within(previewer).getByRole('button', { name: messages.resetCode })).toBeDisabled();

    fireEvent.click(within(previewer).getByRole('button', { name: messages.hideCode }));
    expect(within(previewer).queryByRole('tablist')).toBeNull();
  });

  it('switches files with the tabs, each file editable, and copies the file shown', async () => {
    const previewer = await renderPreviewer();
    await openCode(previewer);
    fireEvent.click(within(previewer).getByRole('tab', { name: 'style.css' }));
    const panel = within(previewer).getByRole('tabpanel', { name: 'style.css' });
    expect(await within(panel).findByRole('textbox', { name: messages.editorLabel('style.css') })).toHaveValue(style);
    expect(within(panel).getByRole('button', { name: messages.resetCode })).toBeDisabled();

    fireEvent.click(within(panel).getByRole('button', { name: messages.copyCode }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: messages.copied })).toBeVisible());
    expect(writeText).toHaveBeenCalledWith(style);
  });

  it('adds a file the reader names, refuses a bad or taken name, exports it, and removes it', async () => {
    const previewer = await renderPreviewer();
    await openCode(previewer);
    fireEvent.click(within(previewer).getByRole('button', { name: live.addFile }));
    const name = within(previewer).getByRole('textbox', { name: live.newFileName });
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: '../up.ts' } });
    fireEvent.click(within(previewer).getByRole('button', { name: live.addFileConfirm }));
    expect(within(previewer).getByRole('alert')).toHaveTextContent(live.fileNameFormat);
    fireEvent.change(name, { target: { value: 'style.css' } });
    fireEvent.click(within(previewer).getByRole('button', { name: live.addFileConfirm }));
    expect(within(previewer).getByRole('alert')).toHaveTextContent(live.fileNameTaken);

    fireEvent.change(name, { target: { value: 'utils/useInput.ts' } });
    fireEvent.click(within(previewer).getByRole('button', { name: live.addFileConfirm }));
    const tab = within(previewer).getByRole('tab', { name: 'utils/useInput.ts' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const added = await within(previewer).findByRole('textbox', { name: messages.editorLabel('utils/useInput.ts') });
    fireEvent.change(added, { target: { value: 'export const n = 1;\n' } });

    fireEvent.click(within(previewer).getByRole('button', { name: messages.openStackBlitz }));
    await waitFor(() => expect(openProject).toHaveBeenCalledTimes(1));
    expect(openProject.mock.calls[0][0].files).toMatchObject({ [APP_FILE]: entry, 'src/utils/useInput.ts': 'export const n = 1;\n', 'src/style.css': style });

    fireEvent.click(within(previewer).getByRole('button', { name: live.removeFile }));
    expect(within(previewer).queryByRole('tab', { name: 'utils/useInput.ts' })).toBeNull();
    expect(within(previewer).getByRole('tab', { name: 'index.tsx' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the packages a live demo may import in the editor’s help', async () => {
    const previewer = await renderPreviewer();
    await openCode(previewer);
    const help = within(previewer).getByText(live.importablePackages).closest('details');
    expect(help).toHaveTextContent('classnames 2.5.1, rc-table 7.55.1, react 19.3.1, react-dom 19.3.1');
    expect(help).toHaveTextContent(live.repositoryPathsHelp('rc-table 7.55.1'));
  });

  it('copies and exports the edited entry with the other files, and reset brings the original back', async () => {
    const previewer = await renderPreviewer();
    const editor = await openCode(previewer);
    fireEvent.change(editor, { target: { value: 'export default () => null;' } });
    const entryPanel = within(previewer).getByRole('tabpanel', { name: 'index.tsx' });
    fireEvent.click(within(entryPanel).getByRole('button', { name: messages.copyCode }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('export default () => null;'));

    fireEvent.click(within(previewer).getByRole('button', { name: messages.openStackBlitz }));
    await waitFor(() => expect(openProject).toHaveBeenCalledTimes(1));
    expect(openProject.mock.calls[0][0].files).toMatchObject({ [APP_FILE]: 'export default () => null;', 'src/style.css': style });

    const reset = within(entryPanel).getByRole('button', { name: messages.resetCode });
    expect(reset).toBeEnabled();
    await act(async () => fireEvent.click(reset));
    expect(await within(previewer).findByRole('textbox', { name: messages.editorLabel('index.tsx') })).toHaveValue(entry);
    expect(within(entryPanel).getByRole('button', { name: messages.resetCode })).toBeDisabled();
  });

  it('after a reload under a share link, restores the link (held), not the saved edit, which may be its unrun code', async () => {
    savePreviewerForReload('simple', { edits: { 'index.tsx': 'window.ran = true;' }, showCode: true, origin: 'link' });
    window.history.replaceState(null, '', '#share=1&demo=simple');
    try {
      const previewer = await renderPreviewer();
      await waitFor(() => expect(openShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'simple', line: '1.x' })));
      // The saved edit would come back on the next frame.
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      expect(within(previewer).getByRole('button', { name: messages.showCode })).toHaveAttribute('aria-expanded', 'false');
      expect(window.sessionStorage.length).toBe(0);
    } finally {
      window.history.replaceState(null, '', '#');
    }
  });

  it("after a reload, someone else's saved code comes back in the open editor, held, and its notice is asked for", async () => {
    savePreviewerForReload('simple', { edits: { 'index.tsx': 'window.ran = true;' }, showCode: false, origin: 'migration' });
    const previewer = await renderPreviewer();
    expect(await within(previewer).findByRole('textbox', { name: messages.editorLabel('index.tsx') })).toHaveValue('window.ran = true;');
    await waitFor(() => expect(showSavedHeld).toHaveBeenCalledWith(expect.objectContaining({ id: 'simple', line: '1.x' }), 'migration'));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('exports the original sources while the code is closed, and shows no tabs for a single file', async () => {
    const previewer = await renderPreviewer([{ name: 'index.tsx', code: entry }]);
    fireEvent.click(within(previewer).getByRole('button', { name: messages.openStackBlitz }));
    await waitFor(() => expect(openProject).toHaveBeenCalledTimes(1));
    expect(openProject.mock.calls[0][0].files[APP_FILE]).toBe(entry);

    await openCode(previewer);
    expect(within(previewer).queryByRole('tablist')).toBeNull();
  });
});
