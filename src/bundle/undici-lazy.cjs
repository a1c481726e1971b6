// dist/ loads this in place of undici (tsconfig.json "paths", which ncc follows). @actions/core
// and @actions/github import undici when they load, about 90 ms of start-up, yet use it only
// behind an HTTP proxy: the real module now loads on first use. These are the names they use.
let undici;
const real = () => (undici ??= require("undici/index.js"));
module.exports = {
  get ProxyAgent() {
    return real().ProxyAgent;
  },
  get fetch() {
    return real().fetch;
  },
};
