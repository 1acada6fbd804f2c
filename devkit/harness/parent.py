"""The parent side of `devkit invoke`: spawn the child on the chosen interpreter, collect the report.

Kept free of pydantic and the SDK: it only moves a request dict to the child's stdin and
reads back the records, so `devkit invoke` costs little more than the tool itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import uuid
from pathlib import Path
from typing import Any

from .options import (
    DEFAULT_CLEANUP_LIMIT,
    DEFAULT_GRACE,
    DEFAULT_TIMEOUT,
    HarnessUsageError,
    split_target,
)
from .recording import read_records
from .report import assemble

STARTUP_ALLOWANCE = 15.0  # seconds for the interpreter to start and import the user's module


def request_secrets(request: dict[str, Any]) -> list[str]:
    return [
        v for v in (*request.get("credential_values", {}).values(), request.get("auth_token")) if v
    ]


def run_in_child(request: dict[str, Any], python: str) -> dict[str, Any]:
    """Run the invocation in a child process and return the (redacted) report."""
    request = {
        **request,
        "auth_token": request.get("auth_token") or f"devkit-test-token-{uuid.uuid4().hex}",
    }
    try:
        _, wanted = split_target(request.get("target") or "")
    except ValueError as exc:
        raise HarnessUsageError(str(exc)) from None
    timeout = float(request.get("timeout") or DEFAULT_TIMEOUT)
    deadline = (
        timeout
        + float(request.get("grace") or DEFAULT_GRACE)
        + float(request.get("cleanup_limit") or DEFAULT_CLEANUP_LIMIT)
        + STARTUP_ALLOWANCE
    )
    with tempfile.TemporaryDirectory(prefix="devkit-invoke-") as tmp:
        records_path = str(Path(tmp) / "records.jsonl")
        out_path, err_path = Path(tmp) / "stdout", Path(tmp) / "stderr"
        payload = json.dumps({**request, "records_path": records_path}).encode()
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
        killed_by_parent = False
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            try:
                child = subprocess.Popen(
                    [python, "-m", "devkit.harness.child"],
                    stdin=subprocess.PIPE,
                    stdout=out,
                    stderr=err,
                    env=env,
                )
            except OSError as exc:
                raise HarnessUsageError(
                    f"--python {python}: cannot start it: {exc.strerror or exc}"
                ) from None
            try:
                assert child.stdin is not None
                child.stdin.write(payload)
                child.stdin.close()
                child.wait(deadline)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
                killed_by_parent = True
            except KeyboardInterrupt:
                child.kill()
                child.wait()
                raise
        stdout = out_path.read_text(encoding="utf-8", errors="replace")
        stderr = err_path.read_text(encoding="utf-8", errors="replace")
        records = read_records(records_path)
    if not records and "No module named devkit" in stderr:
        raise HarnessUsageError(
            f"the interpreter {python} cannot import devkit; install it there: {python} -m pip install tool-devkit"
        )
    usage = next(
        (r for r in records if r.get("kind") == "outcome" and r.get("status") == "usage_error"),
        None,
    )
    if usage is not None:
        raise HarnessUsageError(usage["error"]["message"])
    return assemble(
        records,
        tool=wanted,
        profile=None,
        stdout=stdout,
        stderr=stderr,
        secrets=request_secrets(request),
        process_exit=child.returncode,
        killed_by_parent=killed_by_parent,
    )
