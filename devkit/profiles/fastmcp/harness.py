"""`devkit invoke` on a fastmcp tool: through fastmcp's own in-memory `Client`."""

from __future__ import annotations

import inspect
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


def is_server(value: Any) -> bool:
    from fastmcp import FastMCP

    return isinstance(value, FastMCP)


def find_server(module: ModuleType) -> Any | None:
    """The module's server; else, when it only marks tools with the standalone `@tool`
    (fastmcp 3+, registered elsewhere with `mcp.add_tool`), a server holding those."""
    found = next((v for v in vars(module).values() if is_server(v)), None)
    if found is not None:
        return found
    try:
        from fastmcp.tools.function_tool import ToolMeta
    except ImportError:  # fastmcp 2 has no standalone decorator
        return None
    marked = [
        v
        for v in vars(module).values()
        if inspect.isroutine(v)
        and getattr(v, "__module__", None) == module.__name__
        and isinstance(getattr(v, "__fastmcp__", None), ToolMeta)
    ]
    if not marked:
        return None
    from fastmcp import FastMCP

    server = FastMCP(module.__name__)
    for function in marked:
        server.add_tool(function)
    return server


def _watch_state(recorder: ClientRecorder, initial: dict[str, Any]) -> None:
    """Report every state change the tool makes, and serve `initial` to get_state until the
    tool changes a key (this child process is ours: the patch lives and dies with it)."""
    from fastmcp import Context

    changed: set[str] = set()
    get, put = Context.get_state, Context.set_state
    delete = getattr(Context, "delete_state", None)

    def record(key: str, value: Any, deleted: bool = False) -> None:
        changed.add(key)
        payload = {"key": key, "deleted": True} if deleted else {"key": key, "value": value}
        recorder.sink.emit("event", name="state", payload=payload)

    if inspect.iscoroutinefunction(get):  # 3.x, 4.x

        async def get_state(self: Any, key: str) -> Any:
            value = await get(self, key)
            return (
                initial[key] if value is None and key in initial and key not in changed else value
            )

        async def set_state(self: Any, key: str, value: Any, *args: Any, **kwargs: Any) -> None:
            record(key, value)
            await put(self, key, value, *args, **kwargs)

        async def delete_state(self: Any, key: str) -> None:
            record(key, None, deleted=True)
            await delete(self, key)  # type: ignore[misc]

        Context.delete_state = delete_state  # type: ignore[method-assign]
    else:  # 2.x: synchronous

        def get_state(self: Any, key: str) -> Any:  # type: ignore[misc]
            value = get(self, key)
            return (
                initial[key] if value is None and key in initial and key not in changed else value
            )

        def set_state(self: Any, key: str, value: Any, *args: Any, **kwargs: Any) -> None:  # type: ignore[misc]
            record(key, value)
            put(self, key, value, *args, **kwargs)

    Context.get_state = get_state  # type: ignore[method-assign,assignment]
    Context.set_state = set_state  # type: ignore[method-assign,assignment]


def run(
    server: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: McpClientOptions,
    token: str | None,
) -> str:
    import fastmcp
    from fastmcp import Client
    from fastmcp.client.elicitation import ElicitResult

    recorder = ClientRecorder(sink, options.elicit)
    initial = options.initial_state()
    _watch_state(recorder, initial)

    async def on_log(message: Any) -> None:
        recorder.log(message.level, message.data, getattr(message, "logger", None))

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        recorder.progress(progress, total, message)

    async def on_elicit(message: str, response_type: Any, params: Any, context: Any) -> Any:
        action, value = recorder.answer(message)
        return value if action == "accept" else ElicitResult(action=action)

    kwargs: dict[str, Any] = {"log_handler": on_log, "progress_handler": on_progress}
    if options.elicit:
        kwargs["elicitation_handler"] = on_elicit
    if options.mode is not None:
        if "mode" not in inspect.signature(Client.__init__).parameters:
            raise HarnessUsageError(
                f"--mode needs fastmcp 4; this interpreter has {fastmcp.__version__}"
            )
        kwargs["mode"] = options.mode

    async def call() -> CallResult:
        from fastmcp.server.auth import AccessToken

        set_access_token(token, options.client_id, AccessToken)
        async with Client(server, **kwargs) as client:
            names = [t.name for t in await client.list_tools()]
            if wanted not in names:
                raise UnknownTool.listing(wanted, names)
            result = await client.call_tool(
                wanted,
                request.args,
                raise_on_error=False,
                meta={"client_id": options.client_id} if options.client_id else None,
                progress_handler=None if options.no_progress_token else on_progress,
            )
            structured = getattr(result, "data", None)
            if structured is None:
                structured = getattr(result, "structured_content", None)
            return CallResult(
                is_error=result.is_error, text=text_of(result.content), structured=structured
            )

    note = f"ran through fastmcp {fastmcp.__version__}'s in-memory Client"
    return run_call(request, sink, wanted, "fastmcp", note, call)
