// The editor's toolbar: bold, italic, headings, lists, links, image upload, tables, undo and redo.
import {
  BoldOutlined,
  DeleteColumnOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Input, Popover, Select, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useFileTexts } from '../upload/texts.ts';
import { IMAGE_ACCEPT } from './image-files.ts';

type Props = { editor: Editor; onImages: (files: File[]) => void; testId: string };

const HEADINGS = [1, 2, 3] as const;

function Tool(props: {
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type="text"
        aria-label={props.title}
        aria-pressed={props.active}
        className={props.active ? 'is-active' : undefined}
        disabled={props.disabled}
        icon={props.icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/** Only web and mail links: anything else (javascript: …) is refused here and stripped by the server. */
function safeHref(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return /^(https?:|mailto:)/i.test(withScheme) ? withScheme : null;
}

export function Toolbar({ editor, onImages, testId }: Props) {
  const text = useFileTexts().editor;
  const picker = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      heading: HEADINGS.find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const id = (name: string) => `${testId}-${name}`;

  function applyLink() {
    const target = safeHref(href);
    if (target) chain().extendMarkRange('link').setLink({ href: target }).run();
    setLinkOpen(false);
  }

  return (
    <div className="rich-text-editor__toolbar" role="toolbar">
      <Select
        size="small"
        style={{ width: 96 }}
        value={state.heading}
        onChange={(level: number) =>
          level === 0
            ? chain().setParagraph().run()
            : chain()
                .toggleHeading({ level: level as 1 | 2 | 3 })
                .run()
        }
        options={[
          { value: 0, label: text.paragraph },
          ...HEADINGS.map((level) => ({ value: level, label: `${text.heading} ${level}` })),
        ]}
        aria-label={text.heading}
        data-testid={id('heading')}
      />
      <Tool
        title={text.bold}
        active={state.bold}
        icon={<BoldOutlined />}
        onClick={() => chain().toggleBold().run()}
        testId={id('bold')}
      />
      <Tool
        title={text.italic}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={() => chain().toggleItalic().run()}
        testId={id('italic')}
      />
      <Tool
        title={text.bulletList}
        active={state.bulletList}
        icon={<UnorderedListOutlined />}
        onClick={() => chain().toggleBulletList().run()}
        testId={id('bullet')}
      />
      <Tool
        title={text.orderedList}
        active={state.orderedList}
        icon={<OrderedListOutlined />}
        onClick={() => chain().toggleOrderedList().run()}
        testId={id('ordered')}
      />
      <Popover
        open={linkOpen}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (open) setHref(String(editor.getAttributes('link').href ?? ''));
        }}
        trigger="click"
        content={
          <div style={{ display: 'flex', gap: 8, width: 320 }}>
            <Input
              size="small"
              autoFocus
              placeholder={text.linkPrompt}
              value={href}
              onChange={(e) => setHref(e.target.value)}
              onPressEnter={applyLink}
              data-testid={id('link-input')}
            />
            <Button size="small" type="primary" onClick={applyLink} data-testid={id('link-apply')}>
              OK
            </Button>
            {state.link ? (
              <Button
                size="small"
                onClick={() => {
                  chain().unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {text.unlink}
              </Button>
            ) : null}
          </div>
        }
      >
        <Button
          size="small"
          type="text"
          aria-label={text.link}
          className={state.link ? 'is-active' : undefined}
          icon={<LinkOutlined />}
          data-testid={id('link')}
        />
      </Popover>
      <Tool
        title={text.image}
        icon={<PictureOutlined />}
        onClick={() => picker.current?.click()}
        testId={id('image')}
      />
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label={text.image}
        tabIndex={-1}
        data-testid={id('image-input')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onImages(files);
        }}
      />
      <Tool
        title={text.table}
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        testId={id('table')}
      />
      {state.table ? (
        <>
          <Tool
            title={text.addRow}
            icon={<InsertRowBelowOutlined />}
            onClick={() => chain().addRowAfter().run()}
            testId={id('add-row')}
          />
          <Tool
            title={text.addColumn}
            icon={<InsertRowRightOutlined />}
            onClick={() => chain().addColumnAfter().run()}
            testId={id('add-column')}
          />
          <Tool
            title={text.deleteTable}
            icon={<DeleteColumnOutlined />}
            onClick={() => chain().deleteTable().run()}
            testId={id('delete-table')}
          />
        </>
      ) : null}
      <Tool
        title={text.undo}
        disabled={!state.canUndo}
        icon={<UndoOutlined />}
        onClick={() => chain().undo().run()}
        testId={id('undo')}
      />
      <Tool
        title={text.redo}
        disabled={!state.canRedo}
        icon={<RedoOutlined />}
        onClick={() => chain().redo().run()}
        testId={id('redo')}
      />
    </div>
  );
}
