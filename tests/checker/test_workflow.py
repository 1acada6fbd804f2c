"""Everyday workflow: exit status by severity, full and concise output, adopting the checker."""

from __future__ import annotations

WAITS = (
    "import asyncio\nfrom devkit.agent import tool, ToolExecutionContext\n\n\n"
    "@tool(name='poll')\nasync def poll(args, ctx: ToolExecutionContext):\n"
    "    for _ in range(3):\n        await asyncio.sleep(1)\n"
)
BUGS = (
    "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    "@tool(name='t')\ndef t(args, ctx: ToolExecutionContext):\n"
    "    label = 'é'; tenant = ctx.identity.tenant\n"
    "    if ctx.artifacts:\n        return tenant\n"
)


def test_an_info_finding_alone_does_not_fail_the_run(devkit_cli, write):
    write("poll.py", WAITS)
    code, out, _ = devkit_cli("check", "poll.py", "--no-cache")
    assert "DK501" in out and code == 0
    assert devkit_cli("check", "poll.py", "--no-cache", "--fail-on", "info")[0] == 1
    write("pyproject.toml", '[tool.devkit]\nfail-on = "info"\n')
    assert devkit_cli("check", "poll.py", "--no-cache")[0] == 1
    write("pyproject.toml", '[tool.devkit]\nfail-on = "loud"\n')
    code, _, err = devkit_cli("check", "poll.py", "--no-cache")
    assert code == 2 and "`fail-on`" in err


def test_concise_output_names_the_severity(devkit_cli, write):
    write("bugs.py", BUGS)
    _, out, _ = devkit_cli("check", "bugs.py", "--no-cache", "--output-format", "concise")
    assert "bugs.py:6:27: DK201 [error] `ctx.identity` may be None" in out


def test_full_output_shows_the_line_a_caret_and_the_fix(devkit_cli, write):
    write("bugs.py", BUGS)
    _, out, _ = devkit_cli("check", "bugs.py", "--no-cache", "--output-format", "full")
    lines = out.splitlines()
    at = lines.index("6 |     label = 'é'; tenant = ctx.identity.tenant")
    # The caret starts under `ctx` (column 27) and spans `ctx.identity`.
    assert lines[at + 1] == "  | " + " " * 26 + "^" * 12
    assert "  = fix: Use `ctx.has_artifacts`" in out


def test_add_ignore_adopts_a_codebase_and_is_idempotent(devkit_cli, write, tmp_path):
    write("bugs.py", BUGS)
    code, _, err = devkit_cli("check", "bugs.py", "--no-cache", "--add-ignore")
    assert code == 0 and "added 2" in err
    text = (tmp_path / "bugs.py").read_text()
    assert "tenant = ctx.identity.tenant  # devkit: ignore[DK201]" in text
    assert "if ctx.artifacts:  # devkit: ignore[DK202]" in text
    assert devkit_cli("check", "bugs.py", "--no-cache")[0] == 0
    devkit_cli("check", "bugs.py", "--no-cache", "--add-ignore")
    assert (tmp_path / "bugs.py").read_text() == text


def test_unused_suppressions_are_reported_when_selected(devkit_cli, write, tmp_path):
    write("bugs.py", BUGS)
    devkit_cli("check", "bugs.py", "--no-cache", "--add-ignore")
    fixed = (tmp_path / "bugs.py").read_text().replace("if ctx.artifacts:", "if ctx.has_artifacts:")
    write("bugs.py", fixed)
    assert devkit_cli("check", "bugs.py", "--no-cache")[0] == 0  # off by default
    code, out, _ = devkit_cli("check", "bugs.py", "--no-cache", "--extend-select", "DK902")
    assert code == 1
    assert "DK902" in out and "`DK202` is suppressed here but not reported" in out
    assert out.count("DK902") == 1
