"""The child process: `python -m devkit.harness.child` reads an Invocation on stdin.

It imports the user's module, runs the tool, streams records to the pipe named in the
request, and exits without waiting for any thread the tool left behind. Whatever goes
wrong, including in the harness itself, ends as an outcome record that says what it was.
"""

from __future__ import annotations

import json
import os
import sys

EXIT_CODES = {"ok": 0, "raised": 1, "args_error": 2, "timeout": 3, "not_found": 4}
HARNESS_DEPENDENCIES = {"pydantic", "pydantic_core", "typing_extensions", "annotated_types"}


def main() -> int:
    raw = json.loads(sys.stdin.read())
    records_fd = raw.pop("records_fd", None)
    assert isinstance(records_fd, int), "the parent always passes the records pipe"
    from .recording import PipeSink

    sink = PipeSink(records_fd)
    try:
        return _run(raw, sink)
    except ModuleNotFoundError as exc:
        if exc.name is None or exc.name.split(".")[0] not in HARNESS_DEPENDENCIES:
            raise
        # devkit itself was found (e.g. a checkout in the working directory), not what it needs.
        sink.emit(
            "outcome",
            status="not_found",
            error={
                "type": "DevkitNotInstalled",
                "message": f"the interpreter {sys.executable} cannot run devkit: it lacks "
                f"{exc.name!r}; install Tool Devkit there ({sys.executable} -m pip install "
                "<this checkout or its wheel>) or choose another with --python",
                "traceback": "",
                "phase": "startup",
            },
        )
        return 4
    except BaseException as exc:  # the harness itself failed: say so, never a silent exit
        import traceback

        sink.emit(
            "outcome",
            status="raised",
            error={
                "type": f"HarnessError ({type(exc).__name__})",
                "message": "devkit's harness failed; please report it with this traceback",
                "traceback": "".join(traceback.format_exception(exc)),
                "phase": "harness",
            },
        )
        return 1


def _run(raw: dict, sink) -> int:  # type: ignore[no-untyped-def]
    from pydantic import ValidationError

    from .loading import ToolNotFound, find_tools, import_source, select_tool
    from .request import HarnessUsageError, Invocation, describe_validation_error, split_target
    from .runner import execute, format_error

    try:
        request = Invocation.model_validate(raw)
    except ValidationError as exc:
        message = describe_validation_error(exc)
        sink.emit(
            "outcome",
            status="usage_error",
            error={"type": "UsageError", "message": message, "traceback": ""},
        )
        return 2
    sink.add_secrets(request.secrets())
    source, wanted = split_target(request.target or "")
    try:
        module = import_source(source)
        found = select_tool(find_tools(module), wanted)
    except ToolNotFound as exc:
        from .frameworks import run_through_framework

        try:
            status = run_through_framework(module, wanted, request, sink)
        except HarnessUsageError as usage:
            sink.emit(
                "outcome",
                status="usage_error",
                error={"type": "UsageError", "message": str(usage), "traceback": ""},
            )
            return 2
        if status is not None:
            return EXIT_CODES.get(status, 1)
        sink.emit(
            "outcome",
            status="not_found",
            error={"type": "ToolNotFound", "message": str(exc), "traceback": "", "phase": "find"},
        )
        return 4
    except BaseException as exc:  # the user's module failed to import: report it, whatever it was
        from .frameworks import missing_framework

        error = format_error(exc)
        missing = missing_framework(exc)
        if missing is not None:
            error.update(type="FrameworkNotInstalled", message=missing)
        else:
            error["message"] = f"importing {source} failed: {error['type']}: {error['message']}"
        error["phase"] = "import"
        sink.emit("outcome", status="not_found", error=error)
        return 4
    try:
        status = execute(found, request, sink, request.args)
    except HarnessUsageError as exc:
        sink.emit(
            "outcome",
            status="usage_error",
            error={"type": "UsageError", "message": str(exc), "traceback": ""},
        )
        return 2
    return EXIT_CODES.get(status, 1)


if __name__ == "__main__":
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)  # do not wait for threads a hung tool left behind
