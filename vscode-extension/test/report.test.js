const { test } = require("node:test");
const assert = require("node:assert");
const { renderReport, summarise } = require("../out/report.js");

test("an ok report shows the result, resolution, logs and teardowns", () => {
  const markdown = renderReport({
    status: "ok", tool: "open_issue", profile: "agent", duration_ms: 12.4, result: { opened: true },
    needs: [{ name: "github", resolved: true }], wants: [{ argument: "report", artifact: "r", resolved: false }],
    logs: [{ level: "info", message: "a | b", fields: { user: "u1" } }], events: [{ name: "done", payload: { n: 1 } }],
    teardowns: [{ scope: "run", key: "k", ran: true }], artifacts: [{ name: "a.txt", size: 3 }], stdout: "hello\n", stderr: "",
  });
  assert.match(markdown, /^## ✅ open_issue: ok in 12 ms/);
  assert.match(markdown, /"opened": true/);
  assert.match(markdown, /\| github \| yes \|/);
  assert.match(markdown, /\| report \| r \| no \|/);
  assert.match(markdown, /\| info \| a \\\| b \| \{"user":"u1"\} \|/);
  assert.match(markdown, /\| run \| k \| yes \|/);
  assert.match(markdown, /### stdout of the tool/);
  assert.doesNotMatch(markdown, /stderr of the tool/);
});

test("a raised report shows the error and its traceback in a safe fence", () => {
  const markdown = renderReport({ status: "raised", tool: "boom", error: { type: "ValueError", message: "bad", traceback: "Traceback:\n```x```\nValueError: bad" } });
  assert.match(markdown, /## ❌ boom: raised/);
  assert.match(markdown, /\*\*ValueError\*\*: bad/);
  assert.match(markdown, /````\nTraceback:/);
  assert.doesNotMatch(markdown, /### Result/);
});

test("timeouts say the tool was abandoned; summaries are one line", () => {
  const report = { status: "timeout", tool: "hang", killed: true, duration_ms: 1500, error: null };
  assert.match(renderReport(report), /abandoned/);
  assert.strictEqual(summarise(report), "hang: timeout in 1500 ms");
  assert.strictEqual(summarise({ status: "raised", tool: "t", error: { type: "E", message: "m" } }), "t: raised: m");
});
