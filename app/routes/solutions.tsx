export default function Page() {
  return <h1>solutions</h1>;
}
