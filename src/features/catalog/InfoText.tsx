/** Plain catalogue text as paragraphs: blank lines split paragraphs, single newlines become line breaks. */
export function InfoText({ text }: { text: string }) {
  return (
    <div className="max-w-[700px] space-y-3 leading-relaxed text-stone-700">
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">{paragraph.trim()}</p>
      ))}
    </div>
  );
}
