// The one bundle behind dist/index.js, dist/post.js, dist/cli.js and dist/tool-host.js: each door
// starts its part, and the parts share the chunks of the SDKs they import lazily.
export const start = {
  action: () => import("./action/main.js"),
  post: () => import("./action/post.js"),
  cli: () => import("./cli/main.js"),
  toolHost: () => import("./action/isolation/tool-host-main.js"),
};
