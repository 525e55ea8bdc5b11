// A certificate authority and a server certificate made at test time with Debian's openssl, for
// nginx in front of the site and for the Google stand-in: nothing is downloaded or committed.
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface TestCertificates {
  /** The CA's certificate (PEM file): what NODE_EXTRA_CA_CERTS points at. */
  caFile: string;
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
}

/** Makes a CA and a certificate for `names` (DNS names and IP addresses) in `dir`. */
export async function makeCertificates(dir: string, names: string[]): Promise<TestCertificates> {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run("openssl", args, { cwd: dir });
  await openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=Siam Web Studio test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
  );
  const altNames = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(",");
  await writeFile(file("server.ext"), `subjectAltName=${altNames}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
  await openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    `/CN=${names[0]}`,
    "-keyout",
    file("server.key"),
    "-out",
    file("server.csr"),
  );
  await openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("server.ext"),
    "-out",
    file("server.pem"),
  );
  return {
    caFile: file("ca.pem"),
    certFile: file("server.pem"),
    keyFile: file("server.key"),
    cert: await readFile(file("server.pem"), "utf8"),
    key: await readFile(file("server.key"), "utf8"),
  };
}
