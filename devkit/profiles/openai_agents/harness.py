"""`devkit invoke tools.py:TOOL` on an openai-agents function tool: the tool's own
`on_invoke_tool` with a real `ToolContext`. The SDK turns a tool's exception into a
generic message for the model and logs nothing by default; the harness reports the
exception itself."""

from __future__ import annotations

import json
import logging
from types import ModuleType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...harness.mcp_client import CallResult, UnknownTool, json_option, run_call
from ...harness.recording import Sink
from ...harness.request import Invocation


class OpenAiAgentsOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", title="openai-agents options")

    context: str | None = Field(
        None,
        description="openai-agents, langchain: JSON given as the run's context object "
        "(default: none, so None).",
    )


OPTIONS = OpenAiAgentsOptions


def is_server(value: Any) -> bool:
    from agents import FunctionTool

    return isinstance(value, FunctionTool)


def find_server(module: ModuleType) -> Any | None:
    return module if any(is_server(v) for v in vars(module).values()) else None


class _Swallowed(logging.Handler):
    """The exceptions the SDK logs as it turns them into a message for the model."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.errors: list[BaseException] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and isinstance(record.exc_info[1], BaseException):
            self.errors.append(record.exc_info[1])


def run(
    module: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: OpenAiAgentsOptions,
    token: str | None,
) -> str:
    from importlib.metadata import version

    from agents import _debug
    from agents.tool_context import ToolContext
    from agents.usage import Usage

    context = json_option("context", options.context)
    tools = {v.name: v for v in vars(module).values() if is_server(v)}
    swallowed = _Swallowed()
    _debug.DONT_LOG_TOOL_DATA = False  # so the SDK logs what it swallows, and we see it
    logging.getLogger("openai.agents").addHandler(swallowed)

    async def call() -> CallResult:
        tool = tools.get(wanted)
        if tool is None:
            raise UnknownTool.listing(wanted, sorted(tools))
        text = json.dumps(request.args)
        tool_context = ToolContext(
            context=context,
            usage=Usage(),
            tool_name=tool.name,
            tool_call_id="devkit-call",
            tool_arguments=text,
        )
        result = await tool.on_invoke_tool(tool_context, text)
        if swallowed.errors:
            raise swallowed.errors[0]  # what the model would only have seen as a message
        return CallResult(is_error=False, text=str(result), structured=result)

    note = f"ran through openai-agents {version('openai-agents')}'s on_invoke_tool"
    return run_call(request, sink, wanted, "openai-agents", note, call)
