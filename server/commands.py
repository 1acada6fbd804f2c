"""Workspace commands: invoke a tool (in a child process), create an invocation file."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from devkit.editor.scaffold import invocation_file, invocation_json

from .core import (
    CREATE_INVOCATION_COMMAND,
    INVOKE_COMMAND,
    DevkitLanguageServer,
    log,
    off_loop,
    server,
)
from .state import safe

# -- commands ----------------------------------------------------------------------------------------


def invocation_path(source_path: str, tool: str) -> Path:
    path = Path(source_path)
    return path.with_name(f"{path.stem}.{tool}.invocation.json")


@server.command(INVOKE_COMMAND)
async def invoke_tool(ls: DevkitLanguageServer, *arguments: Any) -> dict[str, Any]:
    """Run the harness for (uri, tool[, options]); returns the JSON report."""
    from devkit.harness.options import HarnessUsageError, build_request
    from devkit.harness.parent import run_in_child

    if len(arguments) < 2 or not all(isinstance(a, str) for a in arguments[:2]):
        return {
            "status": "usage_error",
            "error": {
                "type": "UsageError",
                "message": "devkit.invoke takes (uri, tool name[, options])",
            },
        }
    uri, tool = arguments[0], arguments[1]
    options = dict(arguments[2]) if len(arguments) > 2 and isinstance(arguments[2], dict) else {}
    path = to_fs_path(uri)
    if not path:
        return {
            "status": "usage_error",
            "error": {"type": "UsageError", "message": f"not a file: {uri}"},
        }
    invocation = invocation_path(path, tool)
    if invocation.is_file() and "invocation" not in options:
        options["invocation"] = str(invocation)
    try:
        request = build_request(f"{path}:{tool}", options)
        report = await asyncio.to_thread(run_in_child, request, ls.interpreter())
    except HarnessUsageError as exc:
        report = {
            "status": "usage_error",
            "tool": tool,
            "error": {"type": "UsageError", "message": str(exc)},
        }
    except Exception as exc:  # the server stays up whatever the harness does
        log.exception("invoke failed")
        report = {
            "status": "usage_error",
            "tool": tool,
            "error": {"type": type(exc).__name__, "message": str(exc)},
        }
    summary = f"{tool}: {report.get('status')}"
    if report.get("duration_ms") is not None:
        summary += f" in {report['duration_ms']:.0f} ms"
    if report.get("error"):
        summary += f": {report['error'].get('message', '')}"[:200]
    ls.window_show_message(
        types.ShowMessageParams(
            type=types.MessageType.Info
            if report.get("status") == "ok"
            else types.MessageType.Warning,
            message=summary,
        )
    )
    return report


@server.command(CREATE_INVOCATION_COMMAND)
@safe(None)
@off_loop
def create_invocation(ls: DevkitLanguageServer, *arguments: Any) -> str | None:
    """Write `<file>.<tool>.invocation.json` next to the source (if absent); returns its path."""
    if len(arguments) < 2:
        return None
    uri, tool_name = str(arguments[0]), str(arguments[1])
    path = to_fs_path(uri)
    if not path:
        return None
    view = ls.view(uri)
    tool = next((t for t in view.tools if t.name == tool_name), None)
    if tool is None:
        return None
    target = invocation_path(path, tool_name)
    if not target.exists():
        target.write_text(invocation_json(invocation_file(view, tool, path)), encoding="utf-8")
    ls.window_show_document(types.ShowDocumentParams(uri=from_fs_path(str(target)) or str(target)))
    return str(target)
