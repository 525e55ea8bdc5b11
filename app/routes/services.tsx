export default function Page() {
  return <h1>services</h1>;
}
