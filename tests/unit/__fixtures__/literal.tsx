// A fixture for no-literal-strings.test.ts: a component that breaks the rule on purpose.
export function Literal() {
  return (
    <div>
      <button aria-label="Close">×</button>
      <p>Apply now</p>
      <p>{42}</p>
    </div>
  );
}
