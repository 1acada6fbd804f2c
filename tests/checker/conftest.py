from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from devkit.cli import main


@pytest.fixture
def devkit_cli(monkeypatch, tmp_path):
    """Run `devkit ...` in-process in a scratch directory; returns (exit_code, stdout, stderr)."""
    monkeypatch.chdir(tmp_path)

    def run(*args: str):
        result = CliRunner().invoke(main, list(args), catch_exceptions=False)
        return result.exit_code, result.stdout, result.stderr

    return run


@pytest.fixture
def write(tmp_path):
    def write_file(relative: str, text: str) -> str:
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return relative

    return write_file


def findings_json(stdout: str) -> list[dict]:
    return json.loads(stdout)
