"""`devkit invoke tools.py:TOOL` on a pydantic-ai tool: an agent run whose model
(pydantic-ai's own FunctionModel) calls exactly this tool with the given arguments, so
the tool gets a real `RunContext` and its arguments go through pydantic-ai's validation."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...harness.mcp_client import CallResult, UnknownTool, json_option, run_call
from ...harness.recording import Sink
from ...harness.request import Invocation


class PydanticAiOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", title="pydantic-ai options")

    deps: str | None = Field(
        None, description="pydantic-ai: JSON given as the run's deps (default: none, so None)."
    )
    metadata: str | None = Field(
        None, description="pydantic-ai: JSON given as the run's metadata (default: none)."
    )


OPTIONS = PydanticAiOptions


def is_server(value: Any) -> bool:
    from pydantic_ai import Agent

    return isinstance(value, Agent)


def find_server(module: ModuleType) -> Any | None:
    return module if any(is_server(v) for v in vars(module).values()) else None


def run(
    module: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: PydanticAiOptions,
    token: str | None,
) -> str:
    from importlib.metadata import version

    from pydantic_ai.messages import (
        ModelResponse,
        RetryPromptPart,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
    )
    from pydantic_ai.models.function import FunctionModel

    deps, metadata = json_option("deps", options.deps), json_option("metadata", options.metadata)
    agents = (
        [v for v in vars(module).values() if is_server(v)]
        if isinstance(module, ModuleType)
        else [module]
    )
    owner = next((a for a in agents if wanted in a._function_toolset.tools), None)
    returned: list[Any] = []
    refused: list[str] = []  # pydantic-ai's validation errors for the arguments

    def model(messages: list[Any], info: Any) -> ModelResponse:
        for message in messages:
            for part in getattr(message, "parts", ()):
                if isinstance(part, ToolReturnPart) and part.tool_name == wanted:
                    if getattr(part, "outcome", None) == "retried":  # refused or ModelRetry
                        cause = getattr(getattr(part, "retry", None), "cause", "")
                        prefix = "validation error" if cause == "validation_error" else "retry"
                        refused.append(f"{prefix}: {part.content}")
                    else:
                        returned.append(part.content)
                    return ModelResponse(parts=[TextPart("done")])
                if isinstance(part, RetryPromptPart) and part.tool_name == wanted:
                    refused.append(f"validation error: {part.model_response()}")
                    return ModelResponse(parts=[TextPart("done")])
        return ModelResponse(parts=[ToolCallPart(tool_name=wanted, args=request.args)])

    async def call() -> CallResult:
        if owner is None:
            names = sorted(n for a in agents for n in a._function_toolset.tools)
            raise UnknownTool.listing(wanted, names)
        await owner.run("devkit invoke", model=FunctionModel(model), deps=deps, metadata=metadata)
        if refused:
            return CallResult(is_error=True, text=refused[0])
        value = returned[0] if returned else None
        return CallResult(is_error=False, text=str(value), structured=value)

    note = f"ran through pydantic-ai {version('pydantic-ai-slim')}'s agent run (FunctionModel)"
    return run_call(request, sink, wanted, "pydantic-ai", note, call)
