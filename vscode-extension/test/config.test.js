const { test } = require("node:test");
const assert = require("node:assert");
const config = require("../out/config.js");

test("settings resolution drops wrong types and keeps defaults", () => {
  const raw = { interpreter: "  /opt/py/bin/python ", serverArgs: ["--log-level", 3, "INFO"], select: "DK2", ignore: ["DK205", ""], debounce: -5 };
  assert.deepStrictEqual(config.resolveSettings((key) => raw[key]), {
    interpreter: "/opt/py/bin/python",
    serverArgs: ["--log-level", "INFO"],
    select: [],
    ignore: ["DK205"],
    debounce: 300,
  });
  assert.strictEqual(config.resolveSettings((key) => (key === "debounce" ? 0 : undefined)).debounce, 0);
});

test("interpreter: setting, else the Python extension's, else python3", () => {
  assert.deepStrictEqual(config.chooseInterpreter("/a/python", "/b/python", "linux"), { path: "/a/python", source: "setting" });
  assert.deepStrictEqual(config.chooseInterpreter("  ", "/b/python", "linux"), { path: "/b/python", source: "python-extension" });
  assert.deepStrictEqual(config.chooseInterpreter("", undefined, "linux"), { path: "python3", source: "default" });
  assert.deepStrictEqual(config.chooseInterpreter("", undefined, "win32"), { path: "python", source: "default" });
});

test("an untrusted workspace's own interpreter is passed over", () => {
  const inWorkspace = "/home/me/repo/.venv/bin/python";
  assert.deepStrictEqual(config.chooseInterpreter("", inWorkspace, "linux", ["/home/me/repo"]), { path: "python3", source: "default" });
  assert.deepStrictEqual(config.chooseInterpreter("", "/usr/bin/python3.12", "linux", ["/home/me/repo"]), { path: "/usr/bin/python3.12", source: "python-extension" });
  assert.deepStrictEqual(config.chooseInterpreter("", "/home/me/repo-other/bin/python", "linux", ["/home/me/repo"]), { path: "/home/me/repo-other/bin/python", source: "python-extension" });
  assert.deepStrictEqual(config.chooseInterpreter("", inWorkspace, "linux", []), { path: inWorkspace, source: "python-extension" });
});

test("python processes start outside the workspace with a safe import path", () => {
  const options = config.safeProcessOptions("/ext/dir", { PATH: "/bin", PYTHONSAFEPATH: "0" });
  assert.strictEqual(options.cwd, "/ext/dir");
  assert.strictEqual(options.env.PYTHONSAFEPATH, "1");
  assert.strictEqual(options.env.PATH, "/bin");
});

test("server command and initialization options", () => {
  assert.deepStrictEqual(config.buildServerCommand("/p/python", ["--log-level", "INFO"]), { command: "/p/python", args: ["-m", "devkit_server", "--log-level", "INFO"] });
  const options = config.buildInitOptions({ interpreter: "/p/python", serverArgs: [], select: [], ignore: ["DK5"], debounce: 120 });
  assert.deepStrictEqual(options, { debounce: 120, interpreter: "/p/python", ignore: ["DK5"] });
});

test("install hint names the interpreter and the pip command", () => {
  const hint = config.installHint("/venv/bin/python");
  assert.strictEqual(hint.command, "/venv/bin/python -m pip install /path/to/tool-devkit");
  assert.match(hint.message, /\/venv\/bin\/python cannot import devkit/);
});

test("invoke is refused, with a reason, only in untrusted workspaces", () => {
  assert.strictEqual(config.invokeRefusal(true), undefined);
  assert.match(config.invokeRefusal(false), /Trust the workspace/);
});

test("invocation file sits next to the tool's file", () => {
  assert.strictEqual(config.invocationFileFor("/w/tools/open_issue.py", "open_issue"), "/w/tools/open_issue.open_issue.invocation.json");
  assert.strictEqual(config.invocationFileFor("C:\\w\\t.py", "x"), "C:\\w\\t.x.invocation.json");
});
