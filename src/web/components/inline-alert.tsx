// A refusal or failure told inside the page, next to what it is about: a line with role="alert",
// nothing when there is nothing to tell. Never a browser alert.
export function InlineAlert({ text, className }: { text: string | null; className: string }) {
  return text ? (
    <p className={className} role="alert">
      {text}
    </p>
  ) : null;
}
