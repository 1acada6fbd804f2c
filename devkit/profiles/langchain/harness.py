"""`devkit invoke tools.py:TOOL` on a LangChain tool: a one-node LangGraph graph whose
`ToolNode` gets the model's call for this tool, so the runtime is injected as in an agent."""

from __future__ import annotations

from types import ModuleType
from typing import Any, TypedDict

from pydantic import BaseModel, ConfigDict, Field

from ...harness.mcp_client import CallResult, UnknownTool, json_option, run_call, state_pairs
from ...harness.recording import Sink
from ...harness.request import Invocation


class LangChainOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", title="langchain options")

    context: str | None = Field(
        None,
        description="openai-agents, langchain: JSON given as the run's context object "
        "(default: none, so None).",
    )
    store: bool = Field(False, description="langchain: give the graph an in-memory store.")
    state: list[str] = Field(
        default_factory=list,
        description="fastmcp, google-adk, langchain: KEY=JSON, state the tool starts with "
        "(repeatable).",
    )


OPTIONS = LangChainOptions


def is_server(value: Any) -> bool:
    from langchain_core.tools import BaseTool

    return isinstance(value, BaseTool) or (isinstance(value, type) and issubclass(value, BaseTool))


def find_server(module: ModuleType) -> Any | None:
    return module if any(is_server(v) for v in vars(module).values()) else None


def run(
    module: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: LangChainOptions,
    token: str | None,
) -> str:
    from importlib.metadata import version

    from langchain_core.messages import AIMessage
    from langchain_core.tools import BaseTool
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode
    from langgraph.store.memory import InMemoryStore

    context = json_option("context", options.context)
    state = state_pairs(options.state)
    tools: dict[str, Any] = {}
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, BaseTool) and value is not BaseTool:
            try:
                value = value()
            except Exception:
                continue  # needs constructor arguments: not runnable as it is
        if isinstance(value, BaseTool):
            tools[value.name] = value

    async def call() -> CallResult:
        tool = tools.get(wanted)
        if tool is None:
            raise UnknownTool.listing(wanted, sorted(tools))
        # The graph state: the messages ToolNode reads, and the keys --state gave.
        fields: dict[str, Any] = {**MessagesState.__annotations__, **dict.fromkeys(state, Any)}
        schema = TypedDict("DevkitState", fields)  # type: ignore[misc]
        graph = StateGraph(schema, context_schema=dict)
        graph.add_node("tools", ToolNode([tool]))
        graph.add_edge(START, "tools")
        app = graph.compile(store=InMemoryStore() if options.store else None)
        message = AIMessage(
            content="",
            tool_calls=[
                {"name": wanted, "args": request.args, "id": "devkit-call", "type": "tool_call"}
            ],
        )
        out = await app.ainvoke({"messages": [message], **state}, context=context)
        reply = out["messages"][-1]
        is_error = getattr(reply, "status", "success") == "error"
        return CallResult(is_error=is_error, text=str(reply.content), structured=None)

    note = f"ran through LangGraph's ToolNode (langchain {version('langchain')})"
    return run_call(request, sink, wanted, "langchain", note, call)
