/**
 * A quote field a dealer edits in place (reference, note): typed freely, saved when the field is left or Enter is
 * pressed (Escape restores), and following the server's value whenever the field is not being edited.
 */
import { useEffect, useId, useState } from 'react';

interface EditableFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength: number;
  onSave(value: string): void;
  testId: string;
}

export function EditableField({ label, value, placeholder, multiline, maxLength, onSave, testId }: EditableFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  useEffect(() => { if (!editing) setDraft(value); }, [value, editing]);
  const commit = () => {
    setEditing(false);
    if (draft.trim() !== value.trim()) onSave(draft.trim());
  };
  const common = {
    id, value: draft, placeholder, maxLength, 'data-testid': testId,
    onFocus: () => setEditing(true),
    onBlur: commit,
    className: 'block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-forest-500 focus:outline-none focus:ring-3 focus:ring-forest-200',
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-bold uppercase tracking-wide text-wood-700">{label}</label>
      {multiline ? (
        <textarea
          {...common} rows={2} onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Escape') { setDraft(value); e.currentTarget.blur(); } }}
        />
      ) : (
        <input
          {...common} type="text" onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') { setDraft(value); setEditing(false); }
          }}
        />
      )}
    </div>
  );
}
