"""Run inside a pydantic-ai, openai-agents or langchain environment: call one tool through
the framework's own machinery and print what happened as JSON.

pydantic-ai: an Agent run with TestModel calling the tool (deps from argv, no metadata);
openai-agents: the tool's own on_invoke_tool with a real ToolContext (no context object);
langchain: a one-node LangGraph graph with ToolNode and the model's tool call (no store;
with the flag `store`, compiled with an in-memory store, as `create_agent(store=...)` does).
"""

import asyncio
import importlib.util
import json
import os
import sys

framework, path, tool_name, arguments = (
    sys.argv[1],
    sys.argv[2],
    sys.argv[3],
    json.loads(sys.argv[4]),
)
flags = set(sys.argv[5:])
outcome = {}


def load():
    spec = importlib.util.spec_from_file_location("tools_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pydantic_ai(module):
    from pydantic_ai import Agent
    from pydantic_ai.models.test import TestModel

    agent = next(v for v in vars(module).values() if isinstance(v, Agent))
    result = agent.run_sync("go", model=TestModel(call_tools=[tool_name]))
    outcome["result"] = str(result.output)


def openai_agents(module):
    from agents.tool_context import ToolContext
    from agents.usage import Usage

    tool = getattr(module, tool_name)
    text = json.dumps(arguments)
    context = ToolContext(
        context=None, usage=Usage(), tool_name=tool_name, tool_call_id="call-1", tool_arguments=text
    )
    outcome["result"] = asyncio.run(tool.on_invoke_tool(context, text))


def langchain(module):
    from langchain_core.messages import AIMessage
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode

    tool = getattr(module, tool_name)
    if isinstance(tool, type):
        tool = tool()  # a BaseTool subclass
    schema = tool.tool_call_schema
    outcome["schema"] = sorted(
        schema.model_json_schema().get("properties", {})
        if hasattr(schema, "model_json_schema")
        else schema.get("properties", {})
    )
    graph = StateGraph(MessagesState)
    graph.add_node("tools", ToolNode([tool]))
    graph.add_edge(START, "tools")
    call = {"name": tool.name, "args": arguments, "id": "call-1", "type": "tool_call"}
    store = None
    if "store" in flags:
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
    out = graph.compile(store=store).invoke(
        {"messages": [AIMessage(content="", tool_calls=[call])]}
    )
    outcome["result"] = out["messages"][-1].content


try:
    module = load()
except BaseException as exc:  # the failure the test wants to see
    outcome["import_error"] = f"{type(exc).__name__}: {exc}"
else:
    try:
        {"pydantic-ai": pydantic_ai, "openai-agents": openai_agents, "langchain": langchain}[
            framework
        ](module)
    except BaseException as exc:
        outcome["error"] = f"{type(exc).__name__}: {exc}"
print(json.dumps(outcome, default=str), flush=True)
# The outcome is complete: leave without the interpreter's shutdown, where a framework's
# background thread can crash it (fastmcp 2 under cffi: "PyGILState_Release ... finalizing").
os._exit(0)
