// The core's facade (`CoreUseCases`) is a mapped type over the modules of use cases, and in the bundled
// declarations each module's members are re-exported aliases (`export { save$6 as save }`): TypeScript
// then shows no doc comment on `core.borrowers.save`, since it drops an alias's comment once a mapped
// type changes the property (here, binding the actor). This step gives the facade, in the shipped
// declarations only, one property per use case that carries the use case's own doc comment: the
// mapped type is kept as `CoreUseCasesBound`, and `CoreUseCases` is it intersected with those
// properties, each typed as the mapped type's own, so the types are unchanged.

/** Every use case declared in `code` (`declare const x: UseCase<{ readonly name: "area.name"; …`) with its doc comment. */
function useCaseDocs(code) {
  const docs = [];
  const declared = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*\ndeclare const [\w$]+: UseCase<\{\s*readonly name: "(\w+)\.(\w+)";/g;
  for (const m of code.matchAll(declared)) docs.push({ area: m[2], name: m[3], doc: m[1] });
  return docs;
}

const indent = (doc, spaces) => doc.split('\n').map((line, i) => (i === 0 ? line : `${' '.repeat(spaces)}${line.trimStart().startsWith('*') ? ' ' : ''}${line.trimStart()}`)).join('\n');

/** `code` with the facade's properties documented; throws when the facade's declaration is not found. */
function documentFacade(code) {
  const head = 'type CoreUseCases = {';
  if (!code.includes(head)) throw new Error('facade-docs: the declaration of CoreUseCases was not found in the bundled declarations');
  const byArea = new Map();
  for (const { area, name, doc } of useCaseDocs(code)) (byArea.get(area) ?? byArea.set(area, []).get(area)).push({ name, doc });
  const areas = [...byArea].map(
    ([area, cases]) =>
      `    ${area}: {\n${cases.map(({ name, doc }) => `        ${indent(doc, 8)}\n        ${name}: CoreUseCasesBound[${JSON.stringify(area)}][${JSON.stringify(name)}];`).join('\n')}\n    };`,
  );
  const documented = `/** The public use cases by area, each with its dependencies bound and its own doc comment. */\ntype CoreUseCases = CoreUseCasesBound & {\n${areas.join('\n')}\n};\n`;
  return code.replace(head, 'type CoreUseCasesBound = {').replace(/(type CoreUseCasesBound = \{[\s\S]*?\n\};\n)/, `$1${documented}`);
}

/** The rollup plugin: documents the facade in the bundle that declares it. */
export const facadeDocs = () => ({
  name: 'facade-docs',
  renderChunk: (code) => (code.includes('type CoreUseCases = {') ? documentFacade(code) : null),
});
