import { describe, expect, it } from "vitest";
import { createRedactor } from "../../src/action/redact.js";

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

  it("leaves ordinary text alone", () => {
    const text = "Fixed the flaky date test in src/date.ts; ask-the-user and task-runner-config stay; sk-learn; ghost_town; AKIA";
    expect(none(text)).toBe(text);
  });
});
