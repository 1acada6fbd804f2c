"""The parent side of `devkit invoke`: spawn the child on the chosen interpreter, collect the report.

Kept free of pydantic and the SDK: it only moves a request dict to the child's stdin and
reads back the records, so `devkit invoke` costs little more than the tool itself.

The parent enforces every deadline itself. The child's own supervisor cannot, when the
tool holds the interpreter (a catastrophic regex never releases the GIL), so each phase
the child announces (started, timed out, each cleanup) opens a deadline here, and a
child that misses one is killed with its whole process group. Everything the child
sends arrives through pipes and is redacted here before it is shown: nothing of a run
rests on disk, and whatever happens to the parent, the child does not outlive it.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from typing import Any

from .options import (
    DEFAULT_CLEANUP_LIMIT,
    DEFAULT_GRACE,
    DEFAULT_TIMEOUT,
    HarnessUsageError,
    split_target,
)
from .recording import DEFAULT_MAX_OUTPUT
from .redaction import Masker, sanitize
from .report import assemble

STARTUP_ALLOWANCE = 15.0  # seconds for the interpreter to start and import the user's module
SLACK = 2.0  # seconds past a phase's own limit before the parent steps in
MAX_RECORD_BYTES = 50_000_000  # one record line; a longer one is dropped, not read whole
MAX_RECORDS = 20_000  # logs/events past this are counted, not kept
_EOF = object()
NO_DEVKIT = re.compile(r"No module named '?devkit")


def request_secrets(request: dict[str, Any]) -> list[str]:
    return [
        v
        for v in (*(request.get("credential_values") or {}).values(), request.get("auth_token"))
        if isinstance(v, str) and v
    ]


class _Capture(threading.Thread):
    """Drains one pipe, keeping at most `limit` bytes (plus room to never cut a secret)."""

    def __init__(self, stream: Any, limit: int, slack: int) -> None:
        super().__init__(daemon=True)
        self.stream, self.limit, self.keep = stream, limit, limit + slack
        self.chunks: list[bytes] = []
        self.size = 0

    def run(self) -> None:
        kept = 0
        with contextlib.suppress(OSError, ValueError):
            while chunk := self.stream.read1(1 << 16):
                self.size += len(chunk)
                if kept < self.keep:
                    self.chunks.append(chunk[: self.keep - kept])
                    kept += len(self.chunks[-1])

    def text(self, masker: Masker) -> tuple[str, dict[str, int] | None]:
        # Decoded as bytes, never through a text stream: "\r\n" in a secret stays as printed.
        text = b"".join(self.chunks).decode("utf-8", errors="replace")
        if self.size <= self.limit:
            return text, None
        return masker.cut(text, self.limit), {"size": self.size, "kept": self.limit}


class _Records(threading.Thread):
    """Reads the child's JSON-line records as they come, into a queue for the watchdog."""

    def __init__(self, fd: int) -> None:
        super().__init__(daemon=True)
        self.stream = os.fdopen(fd, "rb")
        self.queue: queue.Queue[Any] = queue.Queue()
        self.dropped = 0

    def run(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            while line := self.stream.readline(MAX_RECORD_BYTES):
                if not line.endswith(b"\n") and len(line) >= MAX_RECORD_BYTES:
                    self.dropped += 1
                    while (rest := self.stream.readline(1 << 20)) and not rest.endswith(b"\n"):
                        pass
                    continue
                try:
                    record = json.loads(line)
                except (ValueError, RecursionError):
                    self.dropped += 1  # cut short by a kill, or not ours
                    continue
                if isinstance(record, dict):
                    self.queue.put(sanitize(record))
        self.queue.put(_EOF)


def _kill_group(child: subprocess.Popen[bytes]) -> None:
    """The child and everything it started (same session): a grandchild must not survive."""
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        os.killpg(child.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError, OSError):
        child.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(5)


def _death_signal_setter() -> Callable[[], None] | None:
    """A pre-exec hook making the child die with this process (Linux `PR_SET_PDEATHSIG`).

    Only for a single-threaded parent (`devkit invoke`, `devkit watch`): code between fork
    and exec is unsafe while other threads may hold locks, as in the language server,
    where the process-group kill on every exit path has to do. Everything the hook needs
    is resolved here, before the fork.
    """
    if sys.platform != "linux" or threading.active_count() > 1:
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None

    def die_with_parent() -> None:
        prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG

    return die_with_parent


def _send(stdin: Any, payload: bytes) -> None:
    # From a thread: a child that never reads its stdin must not block the watchdog.
    with contextlib.suppress(OSError, ValueError):
        stdin.write(payload)
        stdin.close()


class _Terminated(Exception):
    pass


@contextlib.contextmanager
def _terminate_as_exception() -> Any:
    """SIGTERM/SIGHUP become an exception, so the `finally` that kills the child runs."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: Any) -> None:
        raise _Terminated(signum)

    previous = {s: signal.signal(s, handler) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for s, h in previous.items():
            signal.signal(s, h)


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
    grace = float(request.get("grace") or DEFAULT_GRACE)
    cleanup_limit = float(request.get("cleanup_limit") or DEFAULT_CLEANUP_LIMIT)
    max_output = int(request.get("max_output") or DEFAULT_MAX_OUTPUT)
    masker = Masker(request_secrets(request))
    read_fd, write_fd = os.pipe()
    payload = json.dumps({**request, "records_fd": write_fd}).encode()
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
    try:
        child = subprocess.Popen(
            [python, "-m", "devkit.harness.child"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            pass_fds=(write_fd,),
            env=env,
            start_new_session=True,  # its own process group: a timeout kills all of it
            preexec_fn=_death_signal_setter(),
        )
    except OSError as exc:
        os.close(read_fd)
        raise HarnessUsageError(
            f"--python {python}: cannot start it: {exc.strerror or exc}"
        ) from None
    finally:
        os.close(write_fd)
    assert child.stdin is not None and child.stdout is not None and child.stderr is not None
    records_reader = _Records(read_fd)
    out = _Capture(child.stdout, max_output, masker.longest)
    err = _Capture(child.stderr, max_output, masker.longest)
    for thread in (records_reader, out, err):
        thread.start()
    records: list[dict[str, Any]] = []
    killed_by_parent, kill_reason, counted = False, None, {"log": 0, "event": 0}
    try:
        with _terminate_as_exception():
            threading.Thread(target=_send, args=(child.stdin, payload), daemon=True).start()
            deadline = time.monotonic() + STARTUP_ALLOWANCE + timeout
            phase = "starting the interpreter and importing the tool's module"
            while True:
                try:
                    record = records_reader.queue.get(timeout=max(0.0, deadline - time.monotonic()))
                except queue.Empty:
                    killed_by_parent = True
                    kill_reason = (
                        f"the child process did not respond while {phase}; devkit killed it "
                        "and every process it started (a tool holding the interpreter, e.g. a "
                        "catastrophic regular expression, cannot be stopped from inside)"
                    )
                    break
                if record is _EOF:
                    break
                kind = record.get("kind")
                if kind in counted:
                    counted[kind] += 1
                    if counted[kind] > MAX_RECORDS:
                        continue
                records.append(record)
                now = time.monotonic()
                if kind == "started":
                    deadline, phase = now + timeout + grace + SLACK, "running the tool"
                elif kind == "timeout":
                    deadline, phase = now + grace + SLACK, "waiting for the tool to stop"
                elif kind == "teardown_started":
                    deadline = now + cleanup_limit + SLACK
                    phase = f"running the cleanup {record.get('key')!r}"
                elif kind in ("finished", "teardown_ran"):
                    deadline, phase = now + SLACK + cleanup_limit, "ending the run"
                elif kind == "outcome":
                    deadline, phase = now + SLACK, "exiting"
    except (KeyboardInterrupt, _Terminated):
        _kill_group(child)
        raise
    finally:
        if child.poll() is None and not killed_by_parent:
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(SLACK)
        _kill_group(child)  # also reaps grandchildren of a tool that returned normally
        for thread in (records_reader, out, err):
            thread.join(2)
    stdout, stdout_cut = out.text(masker)
    stderr, stderr_cut = err.text(masker)
    truncated = {name: cut for name, cut in (("stdout", stdout_cut), ("stderr", stderr_cut)) if cut}
    notes = [
        f"{counted[k] - MAX_RECORDS} more {k} records were not kept (at most {MAX_RECORDS})"
        for k in counted
        if counted[k] > MAX_RECORDS
    ]
    if records_reader.dropped:
        notes.append(f"{records_reader.dropped} unreadable record(s) from the child were dropped")
    if not records and NO_DEVKIT.search(stderr):
        return assemble(
            [
                {
                    "kind": "outcome",
                    "status": "not_found",
                    "error": {
                        "type": "DevkitNotInstalled",
                        "message": f"the interpreter {python} cannot import devkit: install Tool "
                        f"Devkit there ({python} -m pip install <this checkout or its wheel>) "
                        "or choose another with --python",
                        "traceback": "",
                        "phase": "startup",
                    },
                }
            ],
            tool=wanted,
            profile=None,
            stderr=stderr,
            secrets=masker.secrets,
        )
    usage = next(
        (r for r in records if r.get("kind") == "outcome" and r.get("status") == "usage_error"),
        None,
    )
    if usage is not None:
        error = usage.get("error")
        message = error.get("message") if isinstance(error, dict) else None
        raise HarnessUsageError(masker.text(str(message or "invalid request")))
    return assemble(
        records,
        tool=wanted,
        profile=None,
        stdout=stdout,
        stderr=stderr,
        secrets=masker.secrets,
        process_exit=child.returncode,
        killed_by_parent=killed_by_parent,
        kill_reason=kill_reason,
        truncated=truncated,
        notes=notes,
    )
