import { describe, expect, it } from "vitest";
import { actionSecrets, createRedactor, redactJsonLines } from "../../../src/action/report/redact.js";

const none = createRedactor([]);

describe("createRedactor: given secrets", () => {
  const token = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
  const apiKey = "my-custom-model-key-123456";
  const redact = createRedactor([token, apiKey, "short", "", undefined as unknown as string]);

  it("replaces each secret value wherever it appears", () => {
    expect(redact(`token=${token} key: ${apiKey}; again ${apiKey}`)).toBe("token=*** key: ***; again ***");
  });

  it("replaces the base64 forms, including actions/checkout's x-access-token basic auth", () => {
    const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
    const config = `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic}`;
    const out = redact(config);
    expect(out).not.toContain(basic);
    expect(out).not.toContain(token);
    expect(out).toContain("extraheader = AUTHORIZATION: ***");
    // Even outside a header, the encoded form alone is caught.
    expect(redact(`creds ${basic} end`)).toBe("creds *** end");
    expect(redact(Buffer.from(apiKey).toString("base64"))).toBe("***");
  });

  it("replaces URL-encoded forms and each line of a multi-line secret", () => {
    const odd = "p@ss/word+with spaces!";
    const r = createRedactor([odd, "-----BEGIN KEY-----\nAAAABBBBCCCCDDDD\n-----END KEY-----"]);
    expect(r(`https://u:${encodeURIComponent(odd)}@host`)).toBe("https://u:***@host");
    expect(r("line AAAABBBBCCCCDDDD here")).toBe("line *** here");
  });

  it("ignores secrets shorter than 6 characters, which would mangle ordinary text", () => {
    expect(redact("a short sentence")).toBe("a short sentence");
    expect(createRedactor(["abc", "12345"])("abc 12345 abcdef")).toBe("abc 12345 abcdef");
  });
});

describe("createRedactor: token shapes nobody declared", () => {
  const cases: [string, string][] = [
    ["GitHub classic PAT", "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["GitHub OAuth", "gho_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["GitHub user-to-server", "ghu_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["GitHub installation", "ghs_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["GitHub refresh", "ghr_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["GitHub fine-grained PAT", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV"],
    ["Anthropic", "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789-ABCDEFGH_ijkl-AA"],
    ["OpenAI legacy", "sk-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"],
    ["OpenAI project", "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789_ABCDEFGHIJ-klm"],
    ["Google API key", "AIzaSyA1234567890abcdefghijklmnopqrstuv"],
    ["AWS access key id", "AKIAIOSFODNN7EXAMPLE"],
    ["AWS temporary key id", "ASIAIOSFODNN7EXAMPLE"],
    ["JWT", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"],
  ];
  for (const [name, secret] of cases) {
    it(`redacts a ${name}`, () => {
      const out = none(`before ${secret} after`);
      expect(out).toBe("before *** after");
    });
  }

  it("redacts AWS secret keys after aws_secret_access_key, keeping the name", () => {
    const s = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    expect(none(`aws_secret_access_key = ${s}`)).toBe("aws_secret_access_key = ***");
    expect(none(`AWS_SECRET_ACCESS_KEY=${s}`)).toBe("AWS_SECRET_ACCESS_KEY=***");
    expect(none(`{"aws_secret_access_key": "${s}"}`)).toBe(`{"aws_secret_access_key": "***"}`);
  });

  it("redacts Bearer tokens and Authorization header values", () => {
    expect(none("curl -H 'Authorization: Bearer abc.def-123_XYZ' url")).toBe("curl -H 'Authorization: ***' url");
    expect(none("authorization: token 0123456789abcdef")).toBe("authorization: ***");
    expect(none("AUTHORIZATION: basic eC1hY2Nlc3M=")).toBe("AUTHORIZATION: ***");
    expect(none('{"Authorization":"Basic dXNlcjpwYXNz"}')).toBe('{"Authorization":"***"}');
    expect(none("sent Bearer 0123456789abcdefXYZ to the server")).toBe("sent Bearer *** to the server");
  });

  it("redacts an Authorization value that starts after a colour code, keeping the code", () => {
    expect(none("Authorization: \x1b[1mSuperSecretValue123\x1b[0m")).toBe("Authorization: \x1b[1m***\x1b[0m");
    expect(none('{"h":"Authorization: \\u001b[1mSuperSecretValue123"}')).toBe('{"h":"Authorization: \\u001b[1m***"}');
  });

  it("leaves ordinary text alone", () => {
    const text = "Fixed the flaky date test in src/date.ts; ask-the-user and task-runner-config stay; sk-learn; ghost_town; AKIA";
    expect(none(text)).toBe(text);
  });
});

describe("createRedactor: every token kind, in text, JSON and base64", () => {
  const kinds: [string, string][] = [
    ["ghp", "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["gho", "gho_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["ghu", "ghu_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["ghs", "ghs_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["ghr", "ghr_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"],
    ["github_pat", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV"],
    ["Anthropic", "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789-ABCDEFGH_ijkl-AA"],
    ["OpenAI", "sk-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"],
    ["OpenAI project", "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789_ABCDEFGHIJ-klm"],
    ["Google", "AIzaSyA1234567890abcdefghijklmnopqrstuv"],
    ["AWS key id", "AKIAIOSFODNN7EXAMPLE"],
    ["AWS temporary key id", "ASIAIOSFODNN7EXAMPLE"],
    ["AWS secret assignment", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
    ["Authorization header", "Authorization: Bearer abc.def-123_XYZ"],
    ["bearer", "bearer 0123456789abcdefXYZ"],
    ["JWT", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"],
    ["RSA private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq1b2c3d4\ne5f6g7h8i9j0==\n-----END RSA PRIVATE KEY-----"],
    ["OpenSSH private key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU\n-----END OPENSSH PRIVATE KEY-----"],
  ];
  // The part of each kind that must never survive (an assignment or header keeps its name).
  const secretPart = (s: string) => s.replace(/^(aws_secret_access_key = |Authorization: Bearer |bearer )/, "").split("\n")[1] ?? s.replace(/^(aws_secret_access_key = |Authorization: Bearer |bearer )/, "");

  for (const [name, value] of kinds) {
    const secret = secretPart(value);
    it(`${name}: in text`, () => {
      const out = none(`before ${value} after`);
      expect(out).not.toContain(secret);
      expect(out).toMatch(/^before .*\*\*\* after$/s);
    });
    it(`${name}: inside a JSON document`, () => {
      const json = JSON.stringify({ output: `$ cat creds\n${value}\n`, other: "kept" });
      const out = none(json);
      expect(out).not.toContain(secret);
      expect(out).toContain('"other":"kept"');
      expect(() => JSON.parse(out)).not.toThrow();
    });
    it(`${name}: right after an ANSI colour code or a JSON escape`, () => {
      const before = ["\x1b[31m", "\x1b[1;32m", "\\u001b[31m", "\\f", "\\b", "\\u001b", "\\u0000", '\\"', "\\\\"];
      for (const prefix of before) {
        const out = none(`x ${prefix}${value} y`);
        expect(out, JSON.stringify(prefix)).not.toContain(secret);
        expect(out).toContain(prefix);
      }
      const parsed = JSON.parse(none(JSON.stringify({ log: `\x1b[33m${value}\x1b[0m`, f: `\f${value}` })));
      expect(JSON.stringify(parsed)).not.toContain(secret);
      expect(parsed.log).toMatch(/^\x1b\[33m.*\*\*\*\x1b\[0m$/s);
      expect(parsed.f).toMatch(/^\f.*\*\*\*$/s);
    });
    it(`${name}: base64-encoded, alone or inside a longer encoded text`, () => {
      for (const encoded of [Buffer.from(value).toString("base64"), Buffer.from(`user:${value}`).toString("base64"), Buffer.from(value).toString("base64url")]) {
        const out = none(`auth ${encoded} end`);
        expect(out).toBe("auth *** end");
      }
    });
  }

  it("redacts GitHub and Anthropic tokens glued to a word before them", () => {
    for (const token of ["ghs_16CharsOrMoreABCDEF123", "github_pat_11ABCDEFG0123456789_abcdefXYZ", "sk-ant-api03-abcdefghijk"]) {
      for (const prefix of ["x", "TOKEN_", "9"]) expect(none(`a ${prefix}${token} b`), prefix + token).toBe(`a ${prefix}*** b`);
    }
    expect(none("risk-assessment-of-the-whole-thing")).toBe("risk-assessment-of-the-whole-thing"); // "sk-" keeps its word boundary
  });

  it("redacts a private key whose END line was cut off", () => {
    const out = none("key:\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7");
    expect(out).toBe("key:\n***");
  });

  it("finds a declared secret base64-encoded at any offset (user:token basic auth)", () => {
    const secret = "my-custom-model-key-123456";
    const r = createRedactor([secret]);
    for (const prefix of ["u:", "ab:", "user:", "x"]) {
      const encoded = Buffer.from(`${prefix}${secret}`).toString("base64");
      expect(r(`Basic ${encoded}`), prefix).toBe("Basic ***");
    }
  });
});

describe("createRedactor: no false positives", () => {
  it("leaves git SHAs, ordinary words, identifiers and ordinary base64 alone", () => {
    const text = [
      "commit 3f786850e387550fdab836ed7e6dc881de23001b (HEAD -> main)",
      "tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904, short a1b2c3d",
      "AbstractSingletonProxyFactoryBean_and_ghost_town; sk-learn; task-runner-config",
      "Authorization is discussed here; the bearer of bad news; skip-ant-hill",
      `data ${Buffer.from("just some ordinary bytes that are not secret at all").toString("base64")}`,
      "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU= integrity",
      "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
    ].join("\n");
    expect(none(text)).toBe(text);
  });
});

describe("actionSecrets", () => {
  it("collects token and key inputs and the runner's internal tokens, nothing else", () => {
    const env = {
      "INPUT_GITHUB-TOKEN": "ghs_input",
      "INPUT_ANTHROPIC-API-KEY": "sk-ant-input",
      "INPUT_MY-SECRET": "custom-secret",
      INPUT_MODEL: "anthropic/claude",
      ACTIONS_RUNTIME_TOKEN: "runtime-token",
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc-token",
      ACTIONS_ID_TOKEN_REQUEST_URL: "https://example/oidc",
      PATH: "/usr/bin",
      "INPUT_OPENAI-API-KEY": "",
    };
    expect(actionSecrets(env).sort()).toEqual(["custom-secret", "ghs_input", "oidc-token", "runtime-token", "sk-ant-input"]);
  });

  it("collects the keys the model SDKs read from the environment, a proxy's token and an admin key among them", () => {
    const env = { ANTHROPIC_API_KEY: "a-key", ANTHROPIC_AUTH_TOKEN: "proxy-token", OPENAI_API_KEY: "o-key", OPENAI_ADMIN_KEY: "admin-key", GEMINI_API_KEY: "g-key", GOOGLE_API_KEY: "gg-key" };
    expect(actionSecrets(env).sort()).toEqual(["a-key", "admin-key", "g-key", "gg-key", "o-key", "proxy-token"]);
  });

  it("collects the header values of the SDKs' custom-headers variables, a credential after its scheme on its own", () => {
    const env = { ANTHROPIC_CUSTOM_HEADERS: "x-api-key: sk-ant-hdr\r\nx-flag:", OPENAI_CUSTOM_HEADERS: "authorization: Bearer sk-bearer-hdr", OTHER_CUSTOM_HEADERS: "x: not-ours" };
    expect(actionSecrets(env).sort()).toEqual(["Bearer sk-bearer-hdr", "sk-ant-hdr", "sk-bearer-hdr"]);
    const r = createRedactor(actionSecrets(env));
    expect(r("cat /proc/1/environ: sk-bearer-hdr and sk-ant-hdr")).toBe("cat /proc/1/environ: *** and ***");
  });

  // The main step masks every value in the job's log: a header `x-debug: 1` would hide every 1 there.
  it("leaves out header values too short to be secrets, as createRedactor does", () => {
    expect(actionSecrets({ ANTHROPIC_CUSTOM_HEADERS: "x-debug: 1\nauthorization: Bearer abc" })).toEqual(["Bearer abc"]);
  });

  it("feeds createRedactor: each value in plain, base64 and URL-encoded form", () => {
    const oidc = "oidc/token+with=odd chars";
    const r = createRedactor(actionSecrets({ ACTIONS_ID_TOKEN_REQUEST_TOKEN: oidc }));
    for (const form of [oidc, Buffer.from(oidc).toString("base64"), encodeURIComponent(oidc)]) expect(r(`[${form}]`)).toBe("[***]");
  });
});

describe("redactJsonLines", () => {
  const secret = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
  const r = createRedactor([secret]);

  it("redacts inside string values and keeps every line valid JSON", () => {
    const lines = [
      { type: "session", version: 3, id: "3f786850e387550fdab836ed7e6dc881de23001b" },
      { type: "message", message: { role: "toolResult", content: [{ type: "text", text: `token ${secret}\n"quoted" ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789` }] } },
      { type: "message", message: { role: "assistant", content: [{ type: "toolCall", arguments: { command: `echo ${secret} | base64` } }], usage: { input: 3 } } },
    ];
    const out = redactJsonLines(lines.map((l) => JSON.stringify(l)).join("\n") + "\n", r);
    expect(out).not.toContain(secret);
    expect(out).not.toContain("ghp_");
    expect(out.endsWith("\n")).toBe(true);
    const parsed = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(parsed[0]).toEqual(lines[0]);
    expect(parsed[1].message.content[0].text).toBe('token ***\n"quoted" ***');
    expect(parsed[2].message.content[0].arguments.command).toBe("echo *** | base64");
    expect(parsed[2].message.usage).toEqual({ input: 3 });
  });

  it("redacts a torn last line as text", () => {
    const out = redactJsonLines(`{"a":1}\n{"type":"message","text":"${secret} and mo`, r);
    expect(out).toBe('{"a":1}\n{"type":"message","text":"*** and mo');
  });
});
