"""Running one tool with a mock context. Used by the child process and, in-process, by pytest.

The tool runs in its own thread (with its own event loop when async), so the supervising
thread stays free: on timeout it fires the signal, waits a grace period, cancels or
abandons the tool, and still runs the `run` cleanups. Everything observable is emitted
to a sink as it happens; the report is assembled from those records.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import inspect
import logging
import sysconfig
import threading
import time
import traceback
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..mcp.events import current_event_bus
from .loading import FoundTool
from .mocks import Prepared, prepare
from .recording import LogCapture, Sink, bounded, jsonable
from .request import Invocation

# Frames from these directories lead up to the user's code; the traceback starts after them.
PLUMBING_DIRS = (str(Path(__file__).resolve().parents[1]), sysconfig.get_paths()["stdlib"])


def _plumbing(filename: str) -> bool:
    return filename.startswith(PLUMBING_DIRS) or filename.startswith("<frozen ")


def _safe_str(exc: BaseException) -> str:
    try:
        return str(exc)
    except (
        Exception
    ) as failure:  # a broken __str__ is the tool's bug, not a reason to lose the report
        return f"<{type(exc).__name__} whose str() raised {type(failure).__name__}>"


def format_error(exc: BaseException) -> dict[str, str]:
    """Type, message and a traceback that starts at the user's code."""
    if isinstance(exc, SystemExit):
        message = f"the tool called sys.exit({exc.code!r}); a tool must return or raise"
    else:
        message = _safe_str(exc)
    frames = list(traceback.extract_tb(exc.__traceback__))
    first_user = next((i for i, f in enumerate(frames) if not _plumbing(f.filename)), None)
    # No frame of the user's (a SyntaxError while importing): the error itself says where.
    user = frames[first_user:] if first_user is not None else []
    lines = ["Traceback (most recent call last):\n", *traceback.format_list(user)] if user else []
    try:
        lines += traceback.format_exception_only(type(exc), exc)
    except Exception:
        lines.append(f"{type(exc).__name__}: {message}\n")
    return {"type": type(exc).__name__, "message": message, "traceback": "".join(lines)}


async def _run_guards(prepared: Prepared) -> None:
    for guard in prepared.guards:
        instance = guard() if isinstance(guard, type) else guard
        check = getattr(instance, "can_activate", None) or instance
        allowed = check(prepared.ctx)
        if inspect.isawaitable(allowed):
            allowed = await allowed
        if not allowed:
            name = getattr(guard, "__name__", type(instance).__name__)
            raise PermissionError(f"guard {name} refused the call")


class _ToolThread(threading.Thread):
    def __init__(self, found: FoundTool, prepared: Prepared, args: Any, instance: Any) -> None:
        super().__init__(name=f"devkit-tool-{found.name}", daemon=True)
        self.found, self.prepared, self.args, self.instance = found, prepared, args, instance
        self.result: Any = None
        self.error: BaseException | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task[Any] | None = None

    def run(self) -> None:
        if self.prepared.event_bus is not None:
            current_event_bus.set(self.prepared.event_bus)
        self.loop = asyncio.new_event_loop()
        try:
            self.result = self.loop.run_until_complete(self._main())
        except BaseException as exc:  # SystemExit and KeyboardInterrupt included: report, don't die
            self.error = exc
        finally:
            self.loop.close()

    async def _main(self) -> Any:
        self.task = asyncio.current_task()
        await _run_guards(self.prepared)
        result = self.found.spec.call(self.args, self.prepared.ctx, self.instance)
        while inspect.isawaitable(result):
            result = await result
        return result

    def cancel(self) -> None:
        if self.loop is not None and self.task is not None and not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(self.task.cancel)

    def stop(self) -> None:
        """Make an abandoned tool stop at its next Python instruction.

        Python cannot kill a thread; this is the nearest thing. In the child process the
        process ends anyway; in-process (pytest) it keeps an abandoned tool from going on to
        print, log or write after its report was made.
        """
        if self.ident is not None and self.is_alive():
            ctypes.pythonapi.PyThreadState_SetAsyncExc(
                ctypes.c_ulong(self.ident), ctypes.py_object(ToolAbandoned)
            )


class ToolAbandoned(BaseException):
    """Raised inside a tool thread the harness gave up on (after the timeout and grace)."""


def _run_cleanups(prepared: Prepared, scope: str, limit: float, sink: Sink) -> None:
    """Each pending cleanup of `scope`, newest first, each with its own deadline.

    A cleanup that hangs is abandoned after `limit` seconds and the next one still runs;
    every cleanup's fate is recorded (ran, failed, timed_out).
    """
    registry = prepared.teardown
    if registry is None:
        return
    for entry in registry.pending(scope):
        sink.emit("teardown_started", scope=entry.scope, key=entry.key, limit_s=limit)
        worker = threading.Thread(
            target=lambda e=entry: asyncio.run(registry.run_entry(e)),
            name=f"devkit-cleanup-{entry.key}",
            daemon=True,
        )
        worker.start()
        worker.join(limit)
        if worker.is_alive():
            status, error = "timed_out", f"did not finish within {limit:g} s; abandoned"
        else:
            status, error = ("failed" if entry.error else "ran"), entry.error
        sink.emit("teardown_ran", scope=entry.scope, key=entry.key, status=status, error=error)


def execute(found: FoundTool, request: Invocation, sink: Sink, raw_args: dict[str, Any]) -> str:
    """Run the tool and emit its records; returns the status."""
    started = time.perf_counter()
    spec = found.spec

    def outcome(status: str, **data: Any) -> str:
        sink.emit(
            "outcome",
            status=status,
            duration_ms=round((time.perf_counter() - started) * 1000, 3),
            **data,
        )
        return status

    prepared = prepare(spec, request, sink, raw_args)
    sink.add_secrets(prepared.secrets)
    sink.emit(
        "setup",
        tool=spec.name,
        profile=spec.profile,
        needs=prepared.needs,
        wants=prepared.wants,
        notes=prepared.notes,
    )
    unresolved = [w for w in prepared.wants if not w["resolved"]]
    if unresolved:
        errors = [
            {
                "field": w["argument"],
                "message": f"artifact {w['artifact']!r} not found in this call's scope",
            }
            for w in unresolved
        ]
        return outcome(
            "args_error",
            error={
                "type": "ArgsError",
                "message": "; ".join(f"{e['field']}: {e['message']}" for e in errors),
                "fields": errors,
            },
        )
    try:
        args = spec.parse_args(prepared.args)
    except ValidationError as exc:
        errors = [
            {"field": ".".join(str(p) for p in e["loc"]) or "(args)", "message": e["msg"]}
            for e in exc.errors()
        ]
        message = "; ".join(f"{e['field']}: {e['message']}" for e in errors)
        return outcome(
            "args_error", error={"type": "ValidationError", "message": message, "fields": errors}
        )
    except Exception as exc:  # the args model's own code raised (a validator's TypeError, ...)
        error = format_error(exc)
        error.update(message=f"validating the args raised: {error['message']}", phase="args")
        return outcome("raised", error=error)

    try:
        instance = spec.owner() if spec.owner is not None else None
    except Exception as exc:
        return outcome("raised", error=format_error(exc))

    capture = LogCapture(sink.emit)
    root = logging.getLogger()
    previous_level = root.level
    root.addHandler(capture)
    root.setLevel(logging.DEBUG)
    timers = []
    if request.abort_after is not None:
        timer = threading.Timer(request.abort_after, prepared.controller.abort, ("abort-after",))
        timer.daemon = True
        timers.append(timer)
        timer.start()
    thread = _ToolThread(found, prepared, args, instance)
    timed_out = killed = False
    try:
        sink.emit("started", timeout_s=request.timeout, grace_s=request.grace)
        thread.start()
        thread.join(request.timeout)
        if thread.is_alive():
            timed_out = True
            sink.emit("timeout", after_s=request.timeout)
            prepared.controller.abort("timeout")
            thread.join(request.grace)
            if thread.is_alive():
                killed = True
                thread.cancel()
                thread.join(0.5)
                thread.stop()
        sink.emit("finished", abandoned=thread.is_alive())
        for after in prepared.after:
            after()
    finally:
        for timer in timers:
            timer.cancel()
        root.removeHandler(capture)
        root.setLevel(previous_level)
        # The run ends here however the tool ended: its run-scoped cleanups fire now.
        _run_cleanups(prepared, "run", request.cleanup_limit, sink)
        if request.end_session:
            _run_cleanups(prepared, "session", request.cleanup_limit, sink)

    result, cut = bounded(jsonable(thread.result), request.max_result)
    truncated = {"result": cut} if cut else {}
    if timed_out:
        return outcome(
            "timeout", killed=killed, grace_s=request.grace, result=result, truncated=truncated
        )
    if thread.error is not None:
        return outcome("raised", error=format_error(thread.error))
    return outcome("ok", result=result, truncated=truncated)
