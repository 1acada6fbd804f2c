"""Real headless Neovim (0.7.2 in CI) with the shipped config: diagnostics, then a quick fix."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
# A non-ASCII prefix on the line: Neovim 0.7 echoes byte columns in code-action requests,
# so a server that trusted them would corrupt this line.
SOURCE = """from devkit.agent import ToolExecutionContext, tool


@tool(name="save")
def save(args, ctx: ToolExecutionContext):
    label = "é😀"; ok = bool(ctx.artifacts)
    return label, ok
"""

# A developer machine may lack Neovim; CI installs it, so there the test always runs.
pytestmark = pytest.mark.skipif(
    shutil.which("nvim") is None and not os.environ.get("CI"),
    reason="Neovim is not installed (.ci/run installs it)",
)


# Modules named like ones the server imports: opened in this workspace, none may run.
HOSTILE_MODULES = (
    "tomllib.py",
    "devkit_server/__init__.py",
    "pydantic/__init__.py",
    "devkit/__init__.py",
)


def test_neovim_receives_diagnostics_and_applies_the_quick_fix(tmp_path):
    target = tmp_path / "tool.py"
    target.write_text(SOURCE, encoding="utf-8")
    for module in HOSTILE_MODULES:
        path = tmp_path / module
        path.parent.mkdir(exist_ok=True)
        path.write_text(f"open({str(tmp_path / 'RAN')!r}, 'a').write({module!r})\n")
    proc = subprocess.run(
        [
            "nvim",
            "--headless",
            "-u",
            "NONE",
            "-i",
            "NONE",
            "-n",
            "-c",
            f"luafile {HERE / 'nvim_check.lua'}",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=90,
        env=dict(
            os.environ,
            LSP_PYTHON=sys.executable,
            TARGET=str(target),
            HOME=str(tmp_path),
            DEVKIT_LUA=str(ROOT / "editors/neovim/devkit.lua"),
        ),
    )
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    raw = [json.loads(line[4:]) for line in lines if line.startswith("RAW ")]
    column = len('    label = "é😀"; ok = bool('.encode("utf-16-le")) // 2
    assert raw == [{"code": "DK202", "line": 5, "character": column}]
    assert "ACTION Fix DK202: Use `ctx.has_artifacts`" in lines
    assert 'LINE     label = "é😀"; ok = bool(ctx.has_artifacts)' in lines
    assert "AFTER_FIX 0" in lines
    assert not (tmp_path / "RAN").exists(), "workspace code ran: " + (tmp_path / "RAN").read_text()
