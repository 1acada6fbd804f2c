"""Run inside an ADK environment: call one tool through ADK's FunctionTool with a real
ToolContext over an in-memory session; services switched by flags. With the flag
`callback`, call it as ADK calls an agent or model callback instead: with a
`CallbackContext(invocation_context)` passed as `callback_context=`. Prints JSON."""

import asyncio
import importlib.util
import json
import os
import sys

path, tool_name, arguments = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
flags = set(sys.argv[4:])
outcome = {}


async def main():
    spec = importlib.util.spec_from_file_location("agent_under_test", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        outcome["import_error"] = f"{type(exc).__name__}: {exc}"
        return
    from google.adk.agents import Agent
    from google.adk.agents.invocation_context import InvocationContext
    from google.adk.artifacts import InMemoryArtifactService
    from google.adk.memory import InMemoryMemoryService
    from google.adk.sessions import InMemorySessionService
    from google.adk.tools import FunctionTool, ToolContext

    sessions = InMemorySessionService()
    session = await sessions.create_session(app_name="app", user_id="user")
    context = InvocationContext(
        invocation_id="inv-1",
        agent=Agent(name="agent", model="gemini-2.0-flash"),
        session=session,
        session_service=sessions,
        artifact_service=InMemoryArtifactService() if "artifacts" in flags else None,
        memory_service=InMemoryMemoryService() if "memory" in flags else None,
    )
    if "callback" in flags:  # as google/adk/agents/base_agent.py calls before_agent_callback
        from google.adk.agents.callback_context import CallbackContext

        try:
            result = getattr(module, tool_name)(callback_context=CallbackContext(context))
            if asyncio.iscoroutine(result):
                result = await result
            outcome["result"] = repr(result)
        except BaseException as exc:
            outcome["error"] = f"{type(exc).__name__}: {exc}"
        return
    tool = FunctionTool(func=getattr(module, tool_name))
    try:
        declaration = tool._get_declaration()
        outcome["declared"] = (
            declaration.model_dump(mode="json", exclude_none=True) if declaration else None
        )
    except BaseException as exc:
        outcome["declaration_error"] = f"{type(exc).__name__}: {exc}"
        return
    tool_context = ToolContext(context, function_call_id="call-1")
    try:
        result = await tool.run_async(args=arguments, tool_context=tool_context)
        outcome["result"] = (
            result
            if isinstance(result, (dict, list, str, int, float, type(None)))
            else repr(result)
        )
    except BaseException as exc:
        outcome["error"] = f"{type(exc).__name__}: {exc}"


asyncio.run(main())
print(json.dumps(outcome, default=str), flush=True)
# The outcome is complete: leave without the interpreter's shutdown, where a framework's
# background thread can crash it (fastmcp 2 under cffi: "PyGILState_Release ... finalizing").
os._exit(0)
