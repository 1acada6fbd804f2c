"""The VS Code extension builds, passes its own tests (incl. the protocol test against this
server) and packages as a .vsix. `.ci/run` installs its npm dependencies with `npm ci`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

EXTENSION = Path(__file__).resolve().parents[1] / "vscode-extension"
# A developer machine may not have run `npm ci`; CI always has, so there this never skips.
pytestmark = pytest.mark.skipif(
    not (EXTENSION / "node_modules").is_dir() and not os.environ.get("CI"),
    reason="run `npm ci` in vscode-extension/ first (.ci/run does)",
)


def npm(*args: str) -> subprocess.CompletedProcess[str]:
    npm_path = shutil.which("npm")
    assert npm_path, "npm is required for the VS Code extension"
    return subprocess.run(
        [npm_path, *args],
        cwd=EXTENSION,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "DEVKIT_PYTHON": sys.executable},
        check=False,
    )


def test_extension_unit_and_protocol_tests_pass():
    done = npm("test")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "# fail 0" in done.stdout and "# pass 13" in done.stdout


def test_extension_packages_as_a_vsix():
    done = npm("run", "package")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    with zipfile.ZipFile(EXTENSION / "tool-devkit.vsix") as vsix:
        names = set(vsix.namelist())
        manifest = vsix.read("extension/package.json").decode()
    assert {
        "extension/dist/extension.js",
        "extension/package.json",
        "extension.vsixmanifest",
    } <= names
    assert '"untrustedWorkspaces"' in manifest and '"supported": "limited"' in manifest
