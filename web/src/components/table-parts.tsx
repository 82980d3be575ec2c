/** A header row of plain column titles. */
export function HeaderRow({ titles }: { titles: readonly string[] }) {
  return (
    <tr>
      {titles.map((t) => (
        <th key={t} scope="col">
          {t}
        </th>
      ))}
    </tr>
  );
}

