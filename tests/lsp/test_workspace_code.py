"""Opening a workspace never runs its code, whichever way the server is started.

Each launch starts in a hostile workspace (the working directory, as editors do) holding
modules named like ones the server imports; each module leaves a mark if it runs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TOOL = """from devkit.agent import ToolExecutionContext


def lookup(ctx: ToolExecutionContext):
    return ctx.identity.tenant
"""
# Imported by the server at start or on first use.
SHADOWED = ("tomllib.py", "json.py", "pydantic", "lsprotocol", "pygls", "libcst", "click")
# Only a safe import path (PYTHONSAFEPATH / -P) can keep these out: the launcher imports
# them before any code of ours runs.
LAUNCHER = ("devkit", "devkit_server")


def _hostile_workspace(root: Path, modules: tuple[str, ...]) -> Path:
    for name in modules:
        path = root / name if name.endswith(".py") else root / name / "__init__.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"open({str(root / 'RAN')!r}, 'a').write({name!r} + ' ')\n")
    (root / "tool.py").write_text(TOOL)
    (root / "pyproject.toml").write_text("[tool.devkit]\nignore = []\n")
    return root


def _frame(message: dict) -> bytes:
    payload = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(payload) + payload


def _session(command: list[str], workspace: Path, env: dict[str, str]) -> str:
    tool_uri = (workspace / "tool.py").as_uri()
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "capabilities": {"textDocument": {"diagnostic": {}}},
                "rootUri": workspace.as_uri(),
                "initializationOptions": {"debounce": 0},
            },
        },
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {
                "textDocument": {
                    "uri": tool_uri,
                    "languageId": "python",
                    "version": 1,
                    "text": TOOL,
                }
            },
        },
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "textDocument/diagnostic",
            "params": {"textDocument": {"uri": tool_uri}},
        },
        {"jsonrpc": "2.0", "id": 3, "method": "workspace/symbol", "params": {"query": ""}},
        {"jsonrpc": "2.0", "id": 4, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    done = subprocess.run(
        command,
        input=b"".join(_frame(m) for m in messages),
        capture_output=True,
        cwd=workspace,
        env=env,
        timeout=60,
        check=False,
    )
    out = done.stdout.decode(errors="replace")
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-2000:]
    return out


DEVKIT_SCRIPT = shutil.which("devkit") or str(Path(sys.executable).parent / "devkit")
LAUNCHES = {
    "python -m devkit_server": [sys.executable, "-m", "devkit_server"],
    "python -m devkit lsp": [sys.executable, "-m", "devkit", "lsp"],
    "devkit lsp": [DEVKIT_SCRIPT, "lsp"],
}


@pytest.mark.parametrize("launch", LAUNCHES, ids=str)
def test_a_plain_launch_in_the_workspace_runs_none_of_its_modules(tmp_path, launch):
    # The console script's import path starts at its own folder, so even a workspace
    # `devkit/` cannot shadow it; `python -m` imports the named package from the workspace
    # before any guard can run (that is what PYTHONSAFEPATH is for, below).
    modules = SHADOWED + (LAUNCHER if launch == "devkit lsp" else ())
    workspace = _hostile_workspace(tmp_path, modules)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONSAFEPATH", "PYTHONPATH")}
    out = _session(LAUNCHES[launch], workspace, env)
    assert '"DK201"' in out, "the server did not check the open document"
    assert not (tmp_path / "RAN").exists(), "workspace code ran: " + (tmp_path / "RAN").read_text()


@pytest.mark.skipif(sys.version_info < (3, 11), reason="PYTHONSAFEPATH exists from Python 3.11")
@pytest.mark.parametrize("launch", LAUNCHES, ids=str)
def test_with_a_safe_path_no_workspace_module_runs_at_all(tmp_path, launch):
    # How both shipped editor configs start it (plus a working directory outside the workspace).
    workspace = _hostile_workspace(tmp_path, SHADOWED + LAUNCHER)
    env = {**os.environ, "PYTHONSAFEPATH": "1"}
    env.pop("PYTHONPATH", None)
    out = _session(LAUNCHES[launch], workspace, env)
    assert '"DK201"' in out, "the server did not check the open document"
    assert not (tmp_path / "RAN").exists(), "workspace code ran: " + (tmp_path / "RAN").read_text()
