"""The shipped pre-commit hook, run by pre-commit itself on a tiny repository with a buggy tool."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUGGY = (
    "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    "@tool(name='whoami')\ndef whoami(args, ctx: ToolExecutionContext):\n"
    "    return ctx.identity.tenant\n"
)


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, timeout=60)


def test_pre_commit_try_repo_flags_the_buggy_tool(tmp_path):
    repo = tmp_path / "project"
    repo.mkdir()
    _git(repo, "init", "-q")
    (repo / "tools.py").write_text(BUGGY)
    (repo / "README.md").write_text("# not python\n")
    _git(repo, "add", ".")
    env = {
        **os.environ,
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.invalid",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.invalid",
    }
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), "devkit-check", "--all-files"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,  # pre-commit builds the hook's own environment from this checkout
    )
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert "tools.py:6:12: DK201" in out, out
    assert "README.md" not in out.split("devkit check")[-1], out
