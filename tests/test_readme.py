"""The README's commands work as written."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from devkit.harness.loading import find_tools, import_source

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
INVOKES = [
    line for line in README.splitlines() if re.match(r"^(\w+=\S+ )?devkit invoke fixtures/", line)
]


def test_readme_starts_with_the_two_commands():
    first_block = README.split("```sh", 1)[1].split("```", 1)[0]
    commands = [line for line in first_block.splitlines() if line and not line.startswith("#")]
    assert commands == [
        "python3 -m pip install -e . && devkit check fixtures",
        'python3 -m pip install -e ".[test]" && python3 -m pytest -q',
    ]


def test_every_fixture_tool_has_an_invoke_command():
    named = {line.split()[line.split().index("invoke") + 1] for line in INVOKES}
    for path in sorted((ROOT / "fixtures").rglob("*.py")):
        for tool in find_tools(import_source(str(path))):
            assert f"{path.relative_to(ROOT)}:{tool.name}" in named, tool.name


@pytest.mark.parametrize("line", INVOKES, ids=lambda line: line.split(":")[1].split()[0])
def test_readme_invoke_commands_run(line):
    words = shlex.split(line)
    env = dict(os.environ)
    while "=" in words[0]:
        key, _, value = words.pop(0).partition("=")
        env[key] = value
    assert words[:2] == ["devkit", "invoke"]
    done = subprocess.run(
        [sys.executable, "-m", "devkit", *words[1:], "--format", "json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    # 0: the tool ran; 1: a buggy fixture raised, as its bug predicts. Never usage/not-found.
    assert done.returncode in (0, 1), done.stderr + done.stdout
    assert "demo-token" not in done.stdout
