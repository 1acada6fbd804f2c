"""The child process: `python -m devkit.harness.child` reads an Invocation on stdin.

It imports the user's module, runs the tool, streams records to the file named in the
request, and exits without waiting for any thread the tool left behind.
"""

from __future__ import annotations

import json
import os
import sys


def main() -> int:
    from pydantic import ValidationError

    from .loading import ToolNotFound, find_tools, import_source, select_tool
    from .recording import FileSink
    from .request import HarnessUsageError, Invocation, describe_validation_error, split_target
    from .runner import execute, format_error

    raw = json.loads(sys.stdin.read())
    records_path = raw.get("records_path")
    assert records_path, "the parent always names the records file"
    try:
        request = Invocation.model_validate(raw)
    except ValidationError as exc:
        message = describe_validation_error(exc)
        FileSink(records_path).emit(
            "outcome",
            status="usage_error",
            error={"type": "UsageError", "message": message, "traceback": ""},
        )
        return 2
    sink = FileSink(records_path, request.secrets())
    source, wanted = split_target(request.target or "")
    try:
        module = import_source(source)
        found = select_tool(find_tools(module), wanted)
    except ToolNotFound as exc:
        sink.emit(
            "outcome",
            status="not_found",
            error={"type": "ToolNotFound", "message": str(exc), "traceback": ""},
        )
        return 4
    except BaseException as exc:  # the user's module failed to import: report it, whatever it was
        error = format_error(exc)
        error["message"] = f"importing {source} failed: {error['message']}"
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
    return {"ok": 0, "raised": 1, "args_error": 2, "timeout": 3}.get(status, 1)


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # do not wait for threads a hung tool left behind
