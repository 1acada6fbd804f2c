from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from .environments import Environment, ensure

HERE = Path(__file__).parent
RUN_SECONDS = 120


def run_in(env: Environment, script: Path, *args: str) -> dict:
    """Run `script` with the environment's interpreter; its last stdout line is JSON."""
    python = ensure(env)
    try:
        done = subprocess.run(
            [str(python), str(script), *args],
            capture_output=True,
            text=True,
            timeout=RUN_SECONDS,
            cwd=script.parent,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{script.name} in {env.name} did not finish within {RUN_SECONDS} s")
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        pytest.fail(
            f"{script.name} in {env.name} failed ({done.returncode}):\n{done.stderr[-3000:]}"
        )
    return json.loads(lines[-1])


@pytest.fixture
def framework():
    return run_in
