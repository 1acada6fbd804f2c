"""`devkit invoke` on an `mcp` SDK tool: through the SDK's own in-memory client session."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from ...harness.mcp_client import (
    CallResult,
    ClientRecorder,
    McpClientOptions,
    UnknownTool,
    run_call,
    set_access_token,
    text_of,
)
from ...harness.options import HarnessUsageError
from ...harness.recording import Sink
from ...harness.request import Invocation

OPTIONS = McpClientOptions


def _server_classes() -> tuple[type, ...]:
    found: list[type] = []
    try:
        from mcp.server.mcpserver import MCPServer  # 2.x

        found.append(MCPServer)
    except ImportError:
        pass
    try:
        from mcp.server.fastmcp import FastMCP  # 1.x

        found.append(FastMCP)
    except ImportError:
        pass
    return tuple(found)


def is_server(value: Any) -> bool:
    classes = _server_classes()
    return bool(classes) and isinstance(value, classes)


def find_server(module: ModuleType) -> Any | None:
    return next((v for v in vars(module).values() if is_server(v)), None)


def run(
    server: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: McpClientOptions,
    token: str | None,
) -> str:
    from importlib.metadata import version

    from mcp import types

    if options.mode is not None:
        raise HarnessUsageError("--mode is a fastmcp 4 option; the mcp SDK client has none")
    if options.state:
        raise HarnessUsageError("--state is a fastmcp option; the mcp SDK's Context keeps no state")
    recorder = ClientRecorder(sink, options.elicit)

    async def on_log(params: Any) -> None:
        recorder.log(params.level, params.data, getattr(params, "logger", None))

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        recorder.progress(progress, total, message)

    async def on_elicit(context: Any, params: Any) -> Any:
        action, value = recorder.answer(getattr(params, "message", ""))
        return types.ElicitResult(action=action, content=value if action == "accept" else None)

    callbacks: dict[str, Any] = {"logging_callback": on_log}
    if options.elicit:
        callbacks["elicitation_callback"] = on_elicit

    async def use(session: Any) -> CallResult:
        listed = await session.list_tools()
        names = [t.name for t in listed.tools]
        if wanted not in names:
            raise UnknownTool.listing(wanted, names)
        extra: dict[str, Any] = {}
        if not options.no_progress_token:
            extra["progress_callback"] = on_progress
        if options.client_id:
            extra["meta"] = {"client_id": options.client_id}
        result = await session.call_tool(wanted, request.args, **extra)
        is_error = bool(getattr(result, "isError", None) or getattr(result, "is_error", None))
        structured = getattr(result, "structuredContent", None) or getattr(
            result, "structured_content", None
        )
        return CallResult(is_error=is_error, text=text_of(result.content), structured=structured)

    async def call() -> CallResult:
        set_access_token(token, options.client_id)
        try:
            from mcp import Client  # 2.x
        except ImportError:
            from mcp.shared.memory import create_connected_server_and_client_session

            async with create_connected_server_and_client_session(
                server._mcp_server, **callbacks
            ) as session:
                return await use(session)
        async with Client(server, log_level="debug", **callbacks) as session:
            return await use(session)

    note = f"ran through the mcp SDK {version('mcp')}'s in-memory client"
    return run_call(request, sink, wanted, "mcp-sdk", note, call)
