"""`devkit watch`: re-check and re-invoke on save; Ctrl-C exits cleanly."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

TOOL = """from pydantic import BaseModel
from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    pass


@tool(name="greet")
def greet(args: Args, ctx: ToolExecutionContext) -> str:
    return "VERSION"
"""


def _reader(stream, lines: list[str]) -> None:
    for line in stream:
        lines.append(line)


def _wait_for(lines: list[str], count: int, timeout: float = 30) -> list[dict]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        rounds = [json.loads(line) for line in list(lines) if line.startswith("{")]
        if len(rounds) >= count:
            return rounds
        time.sleep(0.05)
    raise AssertionError(f"only {len(lines)} lines after {timeout}s: {lines}")


def _interrupt(watcher: subprocess.Popen, lines: list[str], notices: list[str]) -> int:
    """Ctrl-C, then the exit code; a watcher still running 30 s later is killed and the
    failure says what it printed (a hang on Ctrl-C is the bug this would show)."""
    watcher.send_signal(signal.SIGINT)
    try:
        return watcher.wait(timeout=30)
    except subprocess.TimeoutExpired:
        watcher.kill()
        watcher.wait(timeout=10)
        raise AssertionError(
            f"devkit watch did not stop within 30 s of Ctrl-C; stdout: {lines}; stderr: {notices}"
        ) from None


def _watch(path: Path, **popen: Any) -> tuple[subprocess.Popen, list[str], list[str]]:
    """`devkit watch path:greet --format json`, its stdout lines and stderr lines as read."""
    watcher = subprocess.Popen(
        [sys.executable, "-m", "devkit", "watch", f"{path}:greet", "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **popen,
    )
    lines: list[str] = []
    notices: list[str] = []
    threading.Thread(target=_reader, args=(watcher.stdout, lines), daemon=True).start()
    threading.Thread(target=_reader, args=(watcher.stderr, notices), daemon=True).start()
    return watcher, lines, notices


def test_watch_reruns_check_and_invoke_on_save_and_stops_on_ctrl_c(tmp_path):
    path = tmp_path / "greeter.py"
    path.write_text(TOOL.replace("VERSION", "one"))
    watcher, lines, notices = _watch(path)
    try:
        first = _wait_for(lines, 1)[0]
        assert first["invoke"]["result"] == "one" and first["check"] == []
        deadline = time.monotonic() + 30
        while not any("watching" in n for n in notices) and time.monotonic() < deadline:
            time.sleep(0.05)
        edited = TOOL.replace("VERSION", "two").replace(
            "return", "print(ctx.identity.tenant)\n    return"
        )
        # Save until the watcher reacts: on a loaded machine it may still be registering.
        for _ in range(10):
            path.write_text(edited)
            try:
                second = _wait_for(lines, 2, timeout=3)[1]
                break
            except AssertionError:
                continue
        else:
            raise AssertionError(f"no second round: {lines} {notices}")
        assert [f["code"] for f in second["check"]] == ["DK201"]
        # identity is None at run time, as the checker said
        assert second["invoke"]["status"] == "raised"
    finally:
        code = _interrupt(watcher, lines, notices)
    assert code == 0
    time.sleep(0.2)
    assert any("stopped" in n for n in notices)
    assert Path(path).exists()


def test_watch_stops_on_ctrl_c_even_when_started_with_it_ignored(tmp_path):
    """A background job of a shell without job control (a CI script, `cmd &` in a script)
    starts with SIGINT ignored, and Python keeps it so: the watcher sets it back."""
    path = tmp_path / "greeter.py"
    path.write_text(TOOL.replace("VERSION", "one"))
    watcher, lines, notices = _watch(
        path, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN)
    )
    try:
        _wait_for(lines, 1)
        deadline = time.monotonic() + 30
        while not any("watching" in n for n in notices) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert any("watching" in n for n in notices), notices
    finally:
        code = _interrupt(watcher, lines, notices)
    assert code == 0
    time.sleep(0.2)
    assert any("stopped" in n for n in notices), notices
