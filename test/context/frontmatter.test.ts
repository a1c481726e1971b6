import { describe, expect, it } from "vitest";
import { parseFrontmatter, stripFrontmatter } from "../../src/context/frontmatter.js";

describe("parseFrontmatter", () => {
  it("parses fields (quoted or not) and returns the trimmed body", () => {
    const { frontmatter, body } = parseFrontmatter("---\nname: \"skill-name\"\ndescription: 'A desc'\nfoo-bar: value\nflag: true\n---\n\nBody text\n\n");
    expect(frontmatter).toEqual({ name: "skill-name", description: "A desc", "foo-bar": "value", flag: true });
    expect(body).toBe("Body text");
  });

  it("normalises CRLF and lone CR line endings", () => {
    const { frontmatter, body } = parseFrontmatter("---\r\nname: test\r\n---\r\nLine one\r\nLine two\rLine three");
    expect(frontmatter).toEqual({ name: "test" });
    expect(body).toBe("Line one\nLine two\nLine three");
  });

  it("keeps YAML block scalars", () => {
    const { frontmatter, body } = parseFrontmatter("---\ndescription: |\n  Line one\n  Line two\n---\n\nBody");
    expect(frontmatter.description).toBe("Line one\nLine two\n");
    expect(body).toBe("Body");
  });

  it("returns the whole text, untrimmed, when there is no frontmatter or it never ends", () => {
    expect(parseFrontmatter("Just text\nsecond line\n")).toEqual({ frontmatter: {}, body: "Just text\nsecond line\n" });
    expect(parseFrontmatter("\n---\nname: x\n---\nbody")).toEqual({ frontmatter: {}, body: "\n---\nname: x\n---\nbody" });
    expect(parseFrontmatter("---\r\nname: test\r\nBody without terminator")).toEqual({
      frontmatter: {},
      body: "---\nname: test\nBody without terminator",
    });
  });

  it("ends the frontmatter at the first line starting with ---, as pi does", () => {
    expect(parseFrontmatter("---\na: 1\n---\nbody\n---\nmore")).toEqual({ frontmatter: { a: 1 }, body: "body\n---\nmore" });
    // The closing marker only has to start the line: the rest of that line begins the body.
    expect(parseFrontmatter("---\na: 1\n----\nbody")).toEqual({ frontmatter: { a: 1 }, body: "-\nbody" });
  });

  it("throws one clear line for invalid YAML", () => {
    expect(() => parseFrontmatter("---\nfoo: [bar\n---\nBody")).toThrow(/^Invalid YAML frontmatter: [^\n]+$/);
    expect(() => parseFrontmatter("---\na: 1\na: 2\n---\nBody")).toThrow(/Invalid YAML frontmatter/);
  });

  it("treats empty, scalar and list frontmatter as no fields", () => {
    expect(parseFrontmatter("---\n---\nbody")).toEqual({ frontmatter: {}, body: "body" });
    expect(parseFrontmatter("---\n   \n---\nbody")).toEqual({ frontmatter: {}, body: "body" });
    expect(parseFrontmatter("---\njust text\n---\nbody")).toEqual({ frontmatter: {}, body: "body" });
    expect(parseFrontmatter("---\n- a\n- b\n---\nbody")).toEqual({ frontmatter: {}, body: "body" });
  });
});

describe("stripFrontmatter", () => {
  it("removes the frontmatter and trims the body", () => {
    expect(stripFrontmatter("---\nkey: value\n---\n\nBody\n")).toBe("Body");
  });

  it("returns the text unchanged when there is no frontmatter", () => {
    expect(stripFrontmatter("\n  No frontmatter body  \n")).toBe("\n  No frontmatter body  \n");
  });
});
