import { useCallback, useState, useSyncExternalStore } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: Level[] = [0, 1, 2, 3, 4, 5, 6];
const levelKey = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

type Editor = ReturnType<typeof useTiptapEditor>;
const levelAt = (editor: Editor): Level => LEVELS.find((level) => (level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }))) ?? 0;

/**
 * The paragraph/heading picker. ra-input-rich-text's own one is a list item inside a <nav> (no
 * list around it) whose name ("Nível atual") leaves out the level it shows; this one is a menu
 * button named by the level it shows.
 */
function TextLevelMenu() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The level under the caret, read again after every editor transaction.
  const subscribe = useCallback(
    (notify: () => void) => {
      editor?.on('transaction', notify);
      return () => {
        editor?.off('transaction', notify);
      };
    },
    [editor],
  );
  const current = useSyncExternalStore(subscribe, () => levelAt(editor));
  const label = translate(levelKey(current));
  const choose = (level: Level) => {
    setAnchor(null);
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'description-level-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('ra.tiptap.current_level')}: ${label}`}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 400 }}
      >
        {label}
      </Button>
      <Menu id="description-level-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(levelKey(level))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The description editor's toolbar: the library's buttons, with the accessible level picker above. */
export function DescriptionToolbar() {
  return (
    <RichTextInputToolbar size="small">
      <TextLevelMenu />
      <FormatButtons size="small" />
      <ColorButtons size="small" />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <ImageButtons size="small" />
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}

/** The editable area is a div with role textbox, which the field's <label> cannot name. */
export const DESCRIPTION_EDITOR_OPTIONS = {
  ...DefaultEditorOptions,
  editorProps: { attributes: { 'aria-label': 'Descrição' } },
};
